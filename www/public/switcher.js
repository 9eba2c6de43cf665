// The project switcher in the header: the active projects, and the one the
// page works in, kept in the `demo_project` cookie that the demo's server
// reads to scope the page's requests and logins (see www/server/scope.mjs
// for why a cookie rather than the Client's projectID).

const cookie = 'demo_project';

function savedProject() {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${cookie}=`));
  return pair ? decodeURIComponent(pair.slice(cookie.length + 1)) : undefined;
}

function saveProject(id) {
  document.cookie = `${cookie}=${encodeURIComponent(id)}; path=/; SameSite=Strict`;
}

export class ProjectSwitcher {
  #select;
  #onSwitch;
  #projects = [];

  /** `onSwitch(project, why)` hears every change of project, by the person or because one was archived. */
  constructor(select, onSwitch) {
    this.#select = select;
    this.#onSwitch = onSwitch;
    select.addEventListener('change', () => {
      const project = this.#projects.find((candidate) => candidate.id === select.value);
      saveProject(project.id);
      onSwitch(project, `Switched to ${project.name}.`);
    });
  }

  /** Shows the active ones of `projects`; falls back to Default when the current one is no longer active. */
  update(projects) {
    this.#projects = projects.filter((project) => project.status === 'active');
    const options = this.#projects.map((project) => new Option(project.name, project.id));
    this.#select.replaceChildren(...options);
    const saved = savedProject();
    const current = this.#projects.find((project) => project.id === saved);
    if (current) {
      this.#select.value = current.id;
      return;
    }
    const fallback = this.#projects.find((project) => project.name === 'Default') ?? this.#projects[0];
    if (!fallback) return;
    this.#select.value = fallback.id;
    saveProject(fallback.id);
    if (saved) this.#onSwitch(fallback, `The project you worked in is no longer active: back to ${fallback.name}.`);
  }
}
