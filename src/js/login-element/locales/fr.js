// French texts of <managed-auth-login>: `element.strings = fr` (imported
// from browser-cloud-sdk/login-element/locales/fr). Only a page that imports
// this module loads it.

/** Every text of the element, in French. */
export default {
  connecting: 'Connexion…',
  opening: 'Ouverture de la page de connexion…',
  checking: 'Vérification de vos informations…',
  finishing: 'Fin de la connexion…',
  fewSeconds: 'Cela prend quelques secondes.',

  consentTitle: 'Avant de vous connecter',
  consentText: ({ domain }) => (domain ? `Un navigateur dans le cloud va se connecter à ${domain} pour vous.` : 'Un navigateur dans le cloud va se connecter pour vous.'),
  consentDetail: 'Ce que vous saisissez ici est tapé sur le site par ce navigateur, et nulle part ailleurs.',
  consentContinue: 'Continuer',
  consentCancel: 'Annuler',
  declinedTitle: 'Connexion annulée',
  declinedText: 'Rien n’a été envoyé.',

  signIn: 'Se connecter',
  signInTo: ({ domain }) => `Se connecter à ${domain}`,
  enterCode: 'Saisissez votre code de vérification',
  optional: '(facultatif)',
  showPassword: 'Afficher le mot de passe',
  show: 'Afficher',
  signingIn: 'Connexion…',
  verify: 'Vérifier',
  verifying: 'Vérification…',
  continue: 'Continuer',
  sending: 'Envoi…',
  sendingChoice: 'Envoi de votre choix…',
  sendFailed: 'L’envoi a échoué. Veuillez réessayer.',

  chooseOne: 'Choisissez comment continuer',
  chooseMfa: 'Choisissez comment confirmer votre identité',
  chooseAccount: 'Choisissez un compte',
  chooseSso: 'Choisissez comment vous connecter',
  orContinueWith: 'Ou continuez avec',

  approveTitle: 'Approuvez la connexion',
  waitingApproval: 'En attente de votre approbation…',
  browserTitle: 'Terminez la connexion',
  browserHint: 'Si le site vous demande quelque chose, faites-le dans le navigateur ci-dessous.',
  browserFrame: ({ domain }) => `Navigateur dans le cloud qui se connecte à ${domain}`,

  timeLeft: 'Temps restant',
  timeLeftLabel: 'Temps restant pour vous connecter',
  timeWarning: ({ time }) => `Plus que ${time} pour vous connecter.`,

  successTitle: 'Vous êtes connecté',
  successText: ({ domain }) => (domain ? `Votre compte ${domain} est relié.` : 'Votre compte est relié.'),

  failedTitle: 'La connexion n’a pas abouti',
  failedText: 'La connexion n’a pas pu être terminée.',
  canceledTitle: 'Cette connexion a été annulée',
  canceledText: 'Elle a été arrêtée avant la fin.',
  unreachableTitle: 'Nous avons perdu le contact avec la connexion',
  unreachableText: 'Vérifiez votre connexion Internet, puis réessayez.',
  stoppedTitle: 'La connexion s’est arrêtée',
  stoppedText: 'Elle s’est terminée avant la fin.',
  tryAgain: 'Réessayer',
  startingAgain: 'Redémarrage…',

  expiredTitle: 'Cette connexion a expiré',
  expiredText: 'Elle est restée ouverte trop longtemps. Recommencez pour vous connecter.',
  linkExpiredTitle: 'Votre lien de connexion a expiré',
  linkExpiredText: 'Pour votre sécurité, il n’est valable que peu de temps.',
  expiredAt: ({ time }) => `Elle a pris fin à ${time}.`,
  startAgain: 'Recommencer',

  errorCode: ({ code }) => `Code d’erreur : ${code}`,
  copyDetails: 'Copier les détails',
  copied: 'Copié',
  copyByHand: 'Sélectionné : appuyez sur Ctrl+C (⌘C sur Mac) pour copier.',

  fallbackText: 'Vous pouvez terminer la connexion vous-même, dans le navigateur dans le cloud.',
  fallbackOpen: 'Ouvrir le navigateur dans le cloud',
};
