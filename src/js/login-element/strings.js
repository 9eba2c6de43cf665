// Every text of <managed-auth-login>, in English: the fallback of any
// partial map set as `element.strings`. A text that carries values is a
// function of them; the values (a domain, a time) come already formatted by
// Intl in the element's language.

/** The element's texts in English, by key. */
export const defaultStrings = {
  connecting: 'Connecting…',
  opening: 'Opening the sign-in page…',
  checking: 'Checking your details…',
  finishing: 'Finishing sign-in…',
  fewSeconds: 'This takes a few seconds.',

  consentTitle: 'Before you sign in',
  consentText: ({ domain }) => (domain ? `A cloud browser will sign in to ${domain} for you.` : 'A cloud browser will sign in for you.'),
  consentDetail: 'What you enter here is typed into the site by that browser, and nowhere else.',
  consentContinue: 'Continue',
  consentCancel: 'Cancel',
  declinedTitle: 'Sign-in canceled',
  declinedText: 'Nothing was sent.',

  signIn: 'Sign in',
  signInTo: ({ domain }) => `Sign in to ${domain}`,
  enterCode: 'Enter your verification code',
  optional: '(optional)',
  showPassword: 'Show password',
  show: 'Show',
  signingIn: 'Signing in…',
  verify: 'Verify',
  verifying: 'Verifying…',
  continue: 'Continue',
  sending: 'Sending…',
  sendingChoice: 'Sending your choice…',
  sendFailed: 'That didn’t go through. Please try again.',

  chooseOne: 'Choose how to continue',
  chooseMfa: 'Choose how to verify it’s you',
  chooseAccount: 'Choose an account',
  chooseSso: 'Choose how to sign in',
  orContinueWith: 'Or continue with',

  approveTitle: 'Approve the sign-in',
  waitingApproval: 'Waiting for your approval…',
  browserTitle: 'Finish signing in',
  browserHint: 'If the site asks for something, do it in the cloud browser below.',
  browserFrame: ({ domain }) => `Cloud browser signing in to ${domain}`,

  timeLeft: 'Time left',
  timeLeftLabel: 'Time left to sign in',
  timeWarning: ({ time }) => `${time} left to sign in.`,

  successTitle: 'You’re signed in',
  successText: ({ domain }) => (domain ? `Your ${domain} account is connected.` : 'Your account is connected.'),

  failedTitle: 'Sign-in didn’t work',
  failedText: 'The sign-in couldn’t be completed.',
  canceledTitle: 'This sign-in was canceled',
  canceledText: 'It was stopped before it finished.',
  unreachableTitle: 'We lost touch with the sign-in',
  unreachableText: 'Check your internet connection, then try again.',
  stoppedTitle: 'The sign-in stopped',
  stoppedText: 'It ended before it finished.',
  tryAgain: 'Try again',
  startingAgain: 'Starting again…',

  expiredTitle: 'This sign-in timed out',
  expiredText: 'It was open too long. Start again to sign in.',
  linkExpiredTitle: 'Your sign-in link has expired',
  linkExpiredText: 'For your security, it only works for a short time.',
  expiredAt: ({ time }) => `It ended at ${time}.`,
  startAgain: 'Start again',

  errorCode: ({ code }) => `Error code: ${code}`,
  copyDetails: 'Copy details',
  copied: 'Copied',
  copyByHand: 'Selected: press Ctrl+C (⌘C on a Mac) to copy.',

  fallbackText: 'You can finish signing in yourself, in the cloud browser.',
  fallbackOpen: 'Open the cloud browser',
};
