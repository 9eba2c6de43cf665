// The sign-in page: the element's session, language and theme come from
// React's state, and its events update that state.
import { useEffect, useState } from 'react';
import type { ManagedAuthSession } from 'browser-cloud-sdk/session';
import type { LoginFailureEventDetail, LoginStateEventDetail, LoginSuccessEventDetail } from 'browser-cloud-sdk/login-element';
import { startSession } from './login-link';

type Theme = 'light' | 'dark' | 'auto';

/** What the page says about the sign-in; `state` is also its `data-state`. */
interface Outcome {
  state: 'starting' | 'waiting' | 'signed-in' | 'failed';
  text: string;
}

export function App() {
  const [session, setSession] = useState<ManagedAuthSession | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [theme, setTheme] = useState<Theme>('light');
  const [steps, setSteps] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'starting', text: 'Starting a sign-in…' });

  // A session per attempt; the one left behind is closed (React's strict
  // mode runs this twice in development: the first session is closed unused).
  useEffect(() => {
    let opened: ManagedAuthSession | undefined;
    let left = false;
    setSteps([]);
    setOutcome({ state: 'starting', text: 'Starting a sign-in…' });
    startSession().then(
      (started) => {
        if (left) return started.close();
        opened = started;
        setSession(started);
        setOutcome({ state: 'waiting', text: 'Waiting for you to sign in.' });
      },
      (error: Error) => !left && setOutcome({ state: 'failed', text: `Could not start: ${error.message}` }),
    );
    return () => {
      left = true;
      opened?.close();
    };
  }, [attempt]);

  const onState = ({ detail }: CustomEvent<LoginStateEventDetail>) => {
    const step = detail.state.flow_step;
    if (step) setSteps((seen) => (seen.at(-1) === step ? seen : [...seen, step]));
  };
  const onSuccess = ({ detail }: CustomEvent<LoginSuccessEventDetail>) =>
    setOutcome({ state: 'signed-in', text: `Signed in to ${detail.state.domain} (connection ${detail.state.id}).` });
  const onFailure = ({ detail }: CustomEvent<LoginFailureEventDetail>) =>
    setOutcome({ state: 'failed', text: `Not signed in: ${detail.error?.message ?? detail.state?.flow_status ?? 'unknown'}.` });

  return (
    <main className="framework-app" data-theme={theme}>
      <header>
        <h1>Sign in with React</h1>
        <label>
          Theme{' '}
          <select value={theme} onChange={(event) => setTheme(event.target.value as Theme)}>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
            <option value="auto">Auto</option>
          </select>
        </label>
      </header>
      {session && (
        <managed-auth-login
          session={session}
          lang="en"
          theme={theme}
          onmanaged-auth-state={onState}
          onmanaged-auth-success={onSuccess}
          onmanaged-auth-failure={onFailure}
          onmanaged-auth-retry={() => setAttempt((n) => n + 1)}
        />
      )}
      <p id="outcome" role="status" data-state={outcome.state}>
        {outcome.text}
      </p>
      <p id="steps">{steps.length ? `Steps: ${steps.join(' › ')}` : 'No step yet.'}</p>
    </main>
  );
}
