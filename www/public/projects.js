// The projects and limits panel: every project with its status and its own
// browser cap, archive and unarchive, a form to create one, the plan's limit
// and the organization's default cap per project. A cap of 0 (or an empty
// field) clears it; the service reads a cleared cap back as null: no cap.
import { describePages, explain } from './words.js';
import { element } from './element.js';

const statusText = { active: 'Active', archived: 'Archived' };

// The number a cap field holds: 0 (clear) when empty.
const capOf = (input) => (input.value.trim() === '' ? 0 : Number(input.value));

function capField(label, value, placeholder) {
  const input = element('input', { type: 'number', name: 'cap', min: 0, step: 1, placeholder });
  if (value !== null && value !== undefined) input.value = String(value);
  return element('label', {}, label, input);
}

export class ProjectsPanel {
  #client;
  #parts;
  #onChange;

  /**
   * `parts`: `{ list, loaded, message, createForm, orgForm, orgCap }` of the
   * panel's markup (`loaded` says how much of the list has arrived);
   * `onChange(projects)` hears every list loaded.
   */
  constructor(client, parts, onChange) {
    this.#client = client;
    this.#parts = parts;
    this.#onChange = onChange;
    parts.createForm.addEventListener('submit', (event) => {
      event.preventDefault();
      const name = parts.createForm.elements.name;
      this.#act(`Created ${name.value}.`, async () => {
        await client.projects.create({ name: name.value.trim() });
        name.value = '';
      });
    });
    parts.orgForm.addEventListener('submit', (event) => {
      event.preventDefault();
      const cap = capOf(parts.orgForm.elements.cap);
      this.#act('Saved the default cap.', () =>
        client.organization.limits.update({ default_project_max_concurrent_sessions: cap }),
      );
    });
  }

  /** Reads the projects, their caps and the organization's limits, and shows them. */
  async load() {
    const client = this.#client;
    const projects = [];
    const onProgress = (progress) => {
      this.#parts.loaded.textContent = describePages(progress, ['project', 'projects']);
    };
    for await (const project of client.projects.list(undefined, { onProgress })) projects.push(project);
    const [org, caps] = await Promise.all([
      client.organization.limits.retrieve(),
      Promise.all(projects.map((project) => client.projects.limits.retrieve(project.id).catch(() => undefined))),
    ]);
    const orgDefault = org.default_project_max_concurrent_sessions ?? null;
    const { list, orgForm, orgCap } = this.#parts;
    orgCap.textContent = org.max_concurrent_sessions == null
      ? 'Your plan sets no limit on browsers running at once.'
      : `Your plan runs up to ${org.max_concurrent_sessions} browsers at once, across all projects.`;
    orgForm.elements.cap.value = orgDefault === null ? '' : String(orgDefault);
    const inherited = orgDefault === null ? 'No cap' : `Default: ${orgDefault}`;
    list.replaceChildren(...projects.map((project, n) => this.#row(project, caps[n], inherited)));
    this.#onChange(projects);
  }

  #row(project, limits, inherited) {
    const archived = project.status === 'archived';
    const badge = element('span', { className: 'badge', textContent: statusText[project.status] ?? project.status });
    badge.dataset.status = project.status;
    const head = element('div', { className: 'project-head' }, element('strong', { textContent: project.name }), ' ', badge);

    const capForm = element('form', { className: 'inline' },
      capField('Browser cap', limits?.max_concurrent_sessions, inherited),
      element('button', { type: 'submit', className: 'secondary', textContent: 'Save cap' }),
    );
    capForm.addEventListener('submit', (event) => {
      event.preventDefault();
      const cap = capOf(capForm.elements.cap);
      this.#act(`Saved the cap of ${project.name}.`, () =>
        this.#client.projects.limits.update(project.id, { max_concurrent_sessions: cap }),
      );
    });

    const toggle = element('button', { type: 'button', className: 'secondary', textContent: archived ? 'Unarchive' : 'Archive' });
    toggle.addEventListener('click', () =>
      this.#act(`${archived ? 'Unarchived' : 'Archived'} ${project.name}.`, () =>
        this.#client.projects.update(project.id, { status: archived ? 'active' : 'archived' }),
      ),
    );
    const row = element('li', {}, head, element('div', { className: 'project-actions' }, capForm, toggle));
    row.dataset.projectId = project.id;
    row.dataset.status = project.status;
    return row;
  }

  // Runs a change, then shows the panel afresh and says how it went (in a
  // live region: the message is read out).
  async #act(done, change) {
    const { message } = this.#parts;
    message.textContent = '';
    try {
      await change();
      await this.load();
      this.#say(done, 'done');
    } catch (error) {
      this.#say(explain(error), 'error');
    }
  }

  #say(text, kind) {
    const { message } = this.#parts;
    message.textContent = text;
    message.dataset.kind = kind;
  }
}
