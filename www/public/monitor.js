// A sign-in that goes on elsewhere (the embedded hosted page, or the key-free
// page in another tab), followed from this page through the same-origin
// proxy with waitForLogin: each read of the connection says what the flow
// waits for, and how many checks the page has made; then how it ended.
import { describeFlow, describeChecks, explain } from './words.js';

// Milliseconds between two reads of the connection.
const pollInterval = 500;

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
  const checks = document.createElement('p');
  checks.className = 'checks muted';
  box.replaceChildren(heading, status, checks);

  // Told of each read, the last one (with the final record) included.
  const onProgress = (progress) => {
    status.textContent = describeFlow(progress.connection);
    checks.textContent = describeChecks(progress);
  };
  try {
    const record = await client.auth.connections.waitForLogin(id, { pollInterval, signal, onProgress });
    status.dataset.outcome = record.flow_status === 'SUCCESS' ? 'success' : 'failure';
    return record;
  } catch (error) {
    if (signal.aborted) return undefined;
    status.textContent = `This page lost track of the sign-in: ${explain(error)}`;
    status.dataset.outcome = 'failure';
    return undefined;
  }
}
