// Arabic texts of <managed-auth-login>: `element.strings = ar` (imported
// from browser-cloud-sdk/login-element/locales/ar), with `lang="ar"
// dir="rtl"` on the element or a container. Only a page that imports this
// module loads it.

/** Every text of the element, in Arabic. */
export default {
  connecting: 'جارٍ الاتصال…',
  opening: 'جارٍ فتح صفحة تسجيل الدخول…',
  checking: 'جارٍ التحقق من بياناتك…',
  finishing: 'جارٍ إنهاء تسجيل الدخول…',
  fewSeconds: 'يستغرق هذا بضع ثوانٍ.',

  consentTitle: 'قبل تسجيل الدخول',
  consentText: ({ domain }) => (domain ? `سيسجّل متصفح سحابي الدخول إلى ${domain} نيابةً عنك.` : 'سيسجّل متصفح سحابي الدخول نيابةً عنك.'),
  consentDetail: 'ما تُدخله هنا يكتبه ذلك المتصفح في الموقع، ولا يُرسَل إلى أي مكان آخر.',
  consentContinue: 'متابعة',
  consentCancel: 'إلغاء',
  declinedTitle: 'أُلغي تسجيل الدخول',
  declinedText: 'لم يُرسَل أي شيء.',

  signIn: 'تسجيل الدخول',
  signInTo: ({ domain }) => `تسجيل الدخول إلى ${domain}`,
  enterCode: 'أدخل رمز التحقق',
  optional: '(اختياري)',
  showPassword: 'إظهار كلمة المرور',
  show: 'إظهار',
  signingIn: 'جارٍ تسجيل الدخول…',
  verify: 'تحقّق',
  verifying: 'جارٍ التحقق…',
  continue: 'متابعة',
  sending: 'جارٍ الإرسال…',
  sendingChoice: 'جارٍ إرسال اختيارك…',
  sendFailed: 'لم يتم الإرسال. يُرجى المحاولة مرة أخرى.',

  chooseOne: 'اختر طريقة المتابعة',
  chooseMfa: 'اختر طريقة التحقق من هويتك',
  chooseAccount: 'اختر حسابًا',
  chooseSso: 'اختر طريقة تسجيل الدخول',
  orContinueWith: 'أو تابع باستخدام',

  approveTitle: 'وافق على تسجيل الدخول',
  waitingApproval: 'في انتظار موافقتك…',
  browserTitle: 'أكمل تسجيل الدخول',
  browserHint: 'إذا طلب الموقع شيئًا، فنفّذه في المتصفح السحابي أدناه.',
  browserFrame: ({ domain }) => `متصفح سحابي يسجّل الدخول إلى ${domain}`,

  timeLeft: 'الوقت المتبقي',
  timeLeftLabel: 'الوقت المتبقي لتسجيل الدخول',
  timeWarning: ({ time }) => `تبقّى ${time} لتسجيل الدخول.`,

  successTitle: 'تم تسجيل دخولك',
  successText: ({ domain }) => (domain ? `تم ربط حسابك على ${domain}.` : 'تم ربط حسابك.'),

  failedTitle: 'لم ينجح تسجيل الدخول',
  failedText: 'تعذّر إكمال تسجيل الدخول.',
  canceledTitle: 'أُلغي تسجيل الدخول هذا',
  canceledText: 'توقّف قبل أن يكتمل.',
  unreachableTitle: 'انقطع الاتصال بتسجيل الدخول',
  unreachableText: 'تحقّق من اتصالك بالإنترنت، ثم حاول مرة أخرى.',
  stoppedTitle: 'توقّف تسجيل الدخول',
  stoppedText: 'انتهى قبل أن يكتمل.',
  tryAgain: 'حاول مرة أخرى',
  startingAgain: 'جارٍ البدء من جديد…',

  expiredTitle: 'انتهت مهلة تسجيل الدخول هذا',
  expiredText: 'ظلّ مفتوحًا وقتًا طويلًا. ابدأ من جديد لتسجيل الدخول.',
  linkExpiredTitle: 'انتهت صلاحية رابط تسجيل الدخول',
  linkExpiredText: 'حفاظًا على أمانك، لا يعمل إلا لوقت قصير.',
  expiredAt: ({ time }) => `انتهى في ${time}.`,
  startAgain: 'ابدأ من جديد',

  errorCode: ({ code }) => `رمز الخطأ: ${code}`,
  copyDetails: 'نسخ التفاصيل',
  copied: 'تم النسخ',
  copyByHand: 'تم التحديد: اضغط Ctrl+C (أو ⌘C على Mac) للنسخ.',

  fallbackText: 'يمكنك إكمال تسجيل الدخول بنفسك في المتصفح السحابي.',
  fallbackOpen: 'فتح المتصفح السحابي',
};
