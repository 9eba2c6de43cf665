// What the page says to a person: sentences for the states of a sign-in and
// for errors, instead of the API's names and codes.

/** What a sign-in in progress is doing or waiting for, from a connection record or flow event. */
function awaiting(state) {
  switch (state.flow_step) {
    case 'DISCOVERING':
      return 'Opening the sign-in page…';
    case 'SUBMITTING':
      return 'Signing in…';
    case 'AWAITING_EXTERNAL_ACTION':
      return state.external_action_message || 'Waiting for an approval outside this page.';
    case 'AWAITING_INPUT':
      if (state.choices?.some((choice) => choice.type === 'sso_provider') || state.pending_sso_buttons?.length) {
        return 'Waiting for a way to sign in to be chosen.';
      }
      if (state.choices?.some((choice) => choice.type === 'account') || state.sign_in_options?.length) {
        return 'Waiting for an account to be chosen.';
      }
      if (state.choices?.length || state.mfa_options?.length) return 'Waiting for a way to verify to be chosen.';
      if (state.fields?.some((field) => field.type === 'code')) return 'Waiting for the one-time code.';
      return 'Waiting for the email and password.';
    default:
      return 'Starting…';
  }
}

/** One sentence for the state of a sign-in. */
export function describeFlow(state) {
  switch (state.flow_status) {
    case 'SUCCESS':
      return `Signed in to ${state.domain ?? 'the site'}.`;
    case 'FAILED':
      return `The sign-in failed${state.error_message ? `: ${state.error_message}` : '.'}`;
    case 'EXPIRED':
      return 'The sign-in took too long and expired.';
    case 'CANCELED':
      return 'The sign-in was canceled.';
    default:
      return awaiting(state) + (state.website_error ? ` The site said: “${state.website_error}”.` : '');
  }
}

// "1 check", "1,234 checks".
const count = (n, one, many) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** How long waitForLogin has been checking, from its `onProgress` report. */
export function describeChecks({ connection, polls, elapsedMs }) {
  const checked = `${count(polls, 'check', 'checks')} in ${Math.round(elapsedMs / 1000)} s`;
  if (connection.flow_status !== 'IN_PROGRESS') return `Done after ${checked}.`;
  const step = connection.flow_step ? ` · step: ${connection.flow_step.toLowerCase().replaceAll('_', ' ')}` : '';
  return `Waiting… ${checked}${step}`;
}

/** What a stream has received, from its `onProgress` report; `[one, many]` names its events. */
export function describeStreamProgress({ events, reconnects }, [one, many]) {
  return `${count(events, one, many)} received · ${count(reconnects, 'reconnection', 'reconnections')}`;
}

/** What a log stream has received, from its `onProgress` report. */
export const describeLogProgress = (progress) => describeStreamProgress(progress, ['line', 'lines']);

/** What walking a list has loaded, from its `onProgress` report; `[one, many]` names the items. */
export function describePages({ pages, items, hasMore }, [one, many]) {
  return `${count(items, one, many)} in ${count(pages, 'page', 'pages')}${hasMore ? ', loading more…' : '.'}`;
}

const byCode = {
  flow_in_progress: 'A sign-in is already running for this profile and site. Finish it, wait for it to expire, or use another profile.',
  concurrency_limit_exceeded:
    'Too many browsers are running in this project right now: wait for a sign-in to end, or raise the project’s cap under Projects and limits.',
  already_exists: 'A project with this name exists already.',
  default_project: 'The Default project stays active while other projects are.',
  last_active_project: 'At least one project must stay active.',
  project_not_empty: 'This project still has connections or running browsers.',
  project_not_found: 'This project is archived or gone: choose another one.',
  invalid_handoff_code: 'This sign-in link was already used, or its sign-in has ended.',
  session_expired: 'This sign-in link has expired.',
};

/** A sentence for an error from the SDK, the demo's server or the network. */
export function explain(error) {
  const known = byCode[error?.code];
  const said = error?.error?.message ?? error?.message ?? String(error);
  return known ?? said.charAt(0).toUpperCase() + said.slice(1);
}
