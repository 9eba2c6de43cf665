// A sign-in that goes on elsewhere (the embedded hosted page, or the key-free
// page in another tab), followed from this page through the same-origin
// proxy: what it waits for, then how it ended.
import { describeFlow, explain } from './words.js';

const where = {
  hosted: 'The sign-in goes on in the service’s hosted page.',
  'key-free': 'The sign-in goes on in the key-free page, in another tab.',
};

/**
 * Follows connection `id` in `box` until its flow ends or `signal` aborts;
 * resolves with the final record, or undefined when it could not tell.
 */
export async function followElsewhere(box, client, id, place, signal) {
  const heading = document.createElement('p');
  heading.className = 'where';
  heading.textContent = where[place];
  const status = document.createElement('p');
  status.className = 'flow-status';
  status.setAttribute('role', 'status');
  status.textContent = 'Starting…';
  box.replaceChildren(heading, status);

  const events = client.auth.connections.follow(id);
  signal.addEventListener('abort', () => events.close());
  try {
    for await (const event of events) {
      if (event.event === 'managed_auth_state') status.textContent = describeFlow(event);
    }
    if (signal.aborted) return undefined;
    // The stream ends with the flow; the record has the final word.
    const record = await client.auth.connections.retrieve(id);
    status.textContent = describeFlow(record);
    status.dataset.outcome = record.flow_status === 'SUCCESS' ? 'success' : 'failure';
    return record;
  } catch (error) {
    if (signal.aborted) return undefined;
    status.textContent = `This page lost track of the sign-in: ${explain(error)}`;
    status.dataset.outcome = 'failure';
    return undefined;
  }
}
