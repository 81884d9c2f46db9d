import type { ResConfig } from '../core/arsc/res-config.js';

/**
 * The texts the app shell shows (error page, download dialog and toasts, host bar, sign-in note), as string resources
 * the shell looks up by name (MainActivity.text; docs/shell-contract.md lists them). English is the
 * default; Hindi is in every app; any other language here is written when the app has a label in it,
 * so the shell speaks the languages its name does. A language missing here falls back to English.
 * "%1$s" is the file name. Kept few and short: resources.arsc is stored uncompressed, and the dialog's
 * buttons use the platform's own OK and Cancel, translated into every language the device has.
 */
export const SHELL_STRING_NAMES = [
  'apkforge_offline_title',
  'apkforge_offline_text',
  'apkforge_error_title',
  'apkforge_error_text',
  'apkforge_retry',
  'apkforge_download_ask',
  'apkforge_download_failed',
  'apkforge_saved',
  'apkforge_close',
  'apkforge_sign_in',
] as const;

type Texts = readonly [
  offlineTitle: string,
  offlineText: string,
  errorTitle: string,
  errorText: string,
  retry: string,
  downloadAsk: string,
  downloadFailed: string,
  saved: string,
  close: string,
  signIn: string,
];

/** Keys are language tags as the labels use them: a language, or a language and script (zh-Hant). */
const CATALOGUE: Record<string, Texts> = {
  en: [
    "You're offline",
    'Check your connection and try again.',
    "This page can't be shown",
    'Something went wrong. Please try again.',
    'Try again',
    'Download this file?',
    "This file can't be downloaded.",
    'Saved to Downloads: %1$s',
    'Close',
    'This sign-in cannot return to the app. Please sign in another way.',
  ],
  hi: [
    'आप ऑफ़लाइन हैं',
    'अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    'यह पेज नहीं दिखाया जा सकता',
    'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    'फिर से कोशिश करें',
    'यह फ़ाइल डाउनलोड करें?',
    'यह फ़ाइल डाउनलोड नहीं हो सकती।',
    'डाउनलोड में सहेजी गई: %1$s',
    'बंद करें',
    'यह साइन-इन ऐप में नहीं लौट सकता। दूसरे तरीके से साइन इन करें।',
  ],
  bn: [
    'আপনি অফলাইনে আছেন',
    'আপনার সংযোগ দেখে আবার চেষ্টা করুন।',
    'এই পেজটি দেখানো যাচ্ছে না',
    'কিছু ভুল হয়েছে। আবার চেষ্টা করুন।',
    'আবার চেষ্টা করুন',
    'এই ফাইলটি ডাউনলোড করবেন?',
    'এই ফাইলটি ডাউনলোড করা যাবে না।',
    'ডাউনলোডে সেভ করা হয়েছে: %1$s',
    'বন্ধ করুন',
    'এই সাইন-ইন অ্যাপে ফিরতে পারে না। অন্যভাবে সাইন ইন করুন।',
  ],
  mr: [
    'तुम्ही ऑफलाइन आहात',
    'तुमचे कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
    'हे पेज दाखवता येत नाही',
    'काहीतरी चुकले. कृपया पुन्हा प्रयत्न करा.',
    'पुन्हा प्रयत्न करा',
    'ही फाइल डाउनलोड करायची?',
    'ही फाइल डाउनलोड करता येत नाही.',
    'डाउनलोडमध्ये सेव्ह केली: %1$s',
    'बंद करा',
    'हे साइन-इन ॲपमध्ये परत येऊ शकत नाही. दुसऱ्या पद्धतीने साइन इन करा.',
  ],
  ta: [
    'நீங்கள் ஆஃப்லைனில் உள்ளீர்கள்',
    'இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
    'இந்தப் பக்கத்தைக் காட்ட முடியவில்லை',
    'ஏதோ தவறு நடந்தது. மீண்டும் முயலவும்.',
    'மீண்டும் முயல்க',
    'இந்தக் கோப்பைப் பதிவிறக்கவா?',
    'இந்தக் கோப்பைப் பதிவிறக்க முடியாது.',
    'பதிவிறக்கங்களில் சேமிக்கப்பட்டது: %1$s',
    'மூடு',
    'இந்த உள்நுழைவு ஆப்ஸுக்குத் திரும்ப முடியாது. வேறு வழியில் உள்நுழையவும்.',
  ],
  te: [
    'మీరు ఆఫ్‌లైన్‌లో ఉన్నారు',
    'మీ కనెక్షన్‌ను తనిఖీ చేసి, మళ్లీ ప్రయత్నించండి.',
    'ఈ పేజీని చూపించడం సాధ్యం కాదు',
    'ఏదో తప్పు జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.',
    'మళ్లీ ప్రయత్నించండి',
    'ఈ ఫైల్‌ను డౌన్‌లోడ్ చేయాలా?',
    'ఈ ఫైల్‌ను డౌన్‌లోడ్ చేయలేరు.',
    'డౌన్‌లోడ్‌లలో సేవ్ చేయబడింది: %1$s',
    'మూసివేయండి',
    'ఈ సైన్-ఇన్ యాప్‌కు తిరిగి రాదు. దయచేసి వేరే విధంగా సైన్ ఇన్ చేయండి.',
  ],
  gu: [
    'તમે ઑફલાઇન છો',
    'તમારું કનેક્શન તપાસો અને ફરી પ્રયાસ કરો.',
    'આ પેજ બતાવી શકાતું નથી',
    'કંઈક ખોટું થયું. કૃપા કરીને ફરી પ્રયાસ કરો.',
    'ફરી પ્રયાસ કરો',
    'આ ફાઇલ ડાઉનલોડ કરીએ?',
    'આ ફાઇલ ડાઉનલોડ કરી શકાતી નથી.',
    'ડાઉનલોડમાં સાચવી: %1$s',
    'બંધ કરો',
    'આ સાઇન-ઇન ઍપમાં પાછું આવી શકતું નથી. બીજી રીતે સાઇન ઇન કરો.',
  ],
  kn: [
    'ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ',
    'ನಿಮ್ಮ ಸಂಪರ್ಕವನ್ನು ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    'ಈ ಪುಟವನ್ನು ತೋರಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ',
    'ಏನೋ ತಪ್ಪಾಗಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
    'ಈ ಫೈಲ್ ಡೌನ್‌ಲೋಡ್ ಮಾಡಬೇಕೇ?',
    'ಈ ಫೈಲ್ ಅನ್ನು ಡೌನ್‌ಲೋಡ್ ಮಾಡಲು ಸಾಧ್ಯವಿಲ್ಲ.',
    'ಡೌನ್‌ಲೋಡ್‌ಗಳಲ್ಲಿ ಉಳಿಸಲಾಗಿದೆ: %1$s',
    'ಮುಚ್ಚಿ',
    'ಈ ಸೈನ್-ಇನ್ ಆ್ಯಪ್‌ಗೆ ಹಿಂತಿರುಗಲು ಸಾಧ್ಯವಿಲ್ಲ. ಬೇರೆ ರೀತಿಯಲ್ಲಿ ಸೈನ್ ಇನ್ ಮಾಡಿ.',
  ],
  ml: [
    'നിങ്ങൾ ഓഫ്‌ലൈനാണ്',
    'കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.',
    'ഈ പേജ് കാണിക്കാനാകുന്നില്ല',
    'എന്തോ പിശക് സംഭവിച്ചു. വീണ്ടും ശ്രമിക്കുക.',
    'വീണ്ടും ശ്രമിക്കുക',
    'ഈ ഫയൽ ഡൗൺലോഡ് ചെയ്യണോ?',
    'ഈ ഫയൽ ഡൗൺലോഡ് ചെയ്യാനാകില്ല.',
    'ഡൗൺലോഡുകളിൽ സംരക്ഷിച്ചു: %1$s',
    'അടയ്ക്കുക',
    'ഈ സൈൻ ഇൻ ആപ്പിലേക്ക് മടങ്ങില്ല. മറ്റൊരു രീതിയിൽ സൈൻ ഇൻ ചെയ്യുക.',
  ],
  pa: [
    'ਤੁਸੀਂ ਆਫ਼ਲਾਈਨ ਹੋ',
    'ਆਪਣਾ ਕਨੈਕਸ਼ਨ ਜਾਂਚੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
    'ਇਹ ਪੰਨਾ ਦਿਖਾਇਆ ਨਹੀਂ ਜਾ ਸਕਦਾ',
    'ਕੁਝ ਗਲਤ ਹੋ ਗਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
    'ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ',
    'ਕੀ ਇਹ ਫ਼ਾਈਲ ਡਾਊਨਲੋਡ ਕਰਨੀ ਹੈ?',
    'ਇਹ ਫ਼ਾਈਲ ਡਾਊਨਲੋਡ ਨਹੀਂ ਕੀਤੀ ਜਾ ਸਕਦੀ।',
    'ਡਾਊਨਲੋਡ ਵਿੱਚ ਰੱਖਿਅਤ ਕੀਤੀ: %1$s',
    'ਬੰਦ ਕਰੋ',
    'ਇਹ ਸਾਈਨ-ਇਨ ਐਪ ਵਿੱਚ ਵਾਪਸ ਨਹੀਂ ਆ ਸਕਦਾ। ਕਿਸੇ ਹੋਰ ਤਰੀਕੇ ਨਾਲ ਸਾਈਨ ਇਨ ਕਰੋ।',
  ],
  ur: [
    'آپ آف لائن ہیں',
    'اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں۔',
    'یہ صفحہ نہیں دکھایا جا سکتا',
    'کچھ غلط ہو گیا۔ براہ کرم دوبارہ کوشش کریں۔',
    'دوبارہ کوشش کریں',
    'یہ فائل ڈاؤن لوڈ کریں؟',
    'یہ فائل ڈاؤن لوڈ نہیں ہو سکتی۔',
    'ڈاؤن لوڈز میں محفوظ کی گئی: %1$s',
    'بند کریں',
    'یہ سائن اِن ایپ میں واپس نہیں آ سکتا۔ کسی اور طریقے سے سائن اِن کریں۔',
  ],
  ar: [
    'أنت غير متصل بالإنترنت',
    'تحقق من اتصالك وحاول مرة أخرى.',
    'لا يمكن عرض هذه الصفحة',
    'حدث خطأ. يُرجى المحاولة مرة أخرى.',
    'إعادة المحاولة',
    'هل تريد تنزيل هذا الملف؟',
    'لا يمكن تنزيل هذا الملف.',
    'تم الحفظ في التنزيلات: %1$s',
    'إغلاق',
    'لا يمكن لتسجيل الدخول هذا العودة إلى التطبيق. سجّل الدخول بطريقة أخرى.',
  ],
  es: [
    'No tienes conexión',
    'Comprueba tu conexión y vuelve a intentarlo.',
    'No se puede mostrar esta página',
    'Algo salió mal. Vuelve a intentarlo.',
    'Reintentar',
    '¿Descargar este archivo?',
    'No se puede descargar este archivo.',
    'Guardado en Descargas: %1$s',
    'Cerrar',
    'Este inicio de sesión no puede volver a la app. Inicia sesión de otra forma.',
  ],
  pt: [
    'Você está off-line',
    'Verifique sua conexão e tente novamente.',
    'Não é possível mostrar esta página',
    'Algo deu errado. Tente novamente.',
    'Tentar novamente',
    'Baixar este arquivo?',
    'Não é possível baixar este arquivo.',
    'Salvo em Downloads: %1$s',
    'Fechar',
    'Este login não pode voltar para o app. Faça login de outra forma.',
  ],
  fr: [
    'Vous êtes hors connexion',
    'Vérifiez votre connexion et réessayez.',
    'Impossible d’afficher cette page',
    'Un problème est survenu. Veuillez réessayer.',
    'Réessayer',
    'Télécharger ce fichier ?',
    'Impossible de télécharger ce fichier.',
    'Enregistré dans Téléchargements : %1$s',
    'Fermer',
    'Cette connexion ne peut pas revenir dans l’application. Connectez-vous autrement.',
  ],
  de: [
    'Du bist offline',
    'Prüfe deine Verbindung und versuche es noch einmal.',
    'Diese Seite kann nicht angezeigt werden',
    'Etwas ist schiefgelaufen. Bitte versuche es noch einmal.',
    'Noch einmal versuchen',
    'Diese Datei herunterladen?',
    'Diese Datei kann nicht heruntergeladen werden.',
    'In Downloads gespeichert: %1$s',
    'Schließen',
    'Diese Anmeldung kann nicht zur App zurückkehren. Melde dich anders an.',
  ],
  id: [
    'Anda sedang offline',
    'Periksa koneksi Anda, lalu coba lagi.',
    'Halaman ini tidak dapat ditampilkan',
    'Terjadi kesalahan. Coba lagi.',
    'Coba lagi',
    'Download file ini?',
    'File ini tidak dapat didownload.',
    'Disimpan di Download: %1$s',
    'Tutup',
    'Login ini tidak dapat kembali ke aplikasi. Login dengan cara lain.',
  ],
  ru: [
    'Нет подключения к интернету',
    'Проверьте подключение и повторите попытку.',
    'Не удаётся показать эту страницу',
    'Произошла ошибка. Повторите попытку.',
    'Повторить',
    'Скачать этот файл?',
    'Этот файл нельзя скачать.',
    'Сохранено в «Загрузки»: %1$s',
    'Закрыть',
    'Этот вход не может вернуться в приложение. Войдите другим способом.',
  ],
  tr: [
    'Çevrimdışısınız',
    'Bağlantınızı kontrol edip tekrar deneyin.',
    'Bu sayfa gösterilemiyor',
    'Bir sorun oluştu. Lütfen tekrar deneyin.',
    'Tekrar dene',
    'Bu dosya indirilsin mi?',
    'Bu dosya indirilemez.',
    'İndirilenler klasörüne kaydedildi: %1$s',
    'Kapat',
    'Bu oturum açma işlemi uygulamaya dönemez. Başka bir yolla oturum açın.',
  ],
  ja: [
    'オフラインです',
    '接続を確認して、もう一度お試しください。',
    'このページを表示できません',
    '問題が発生しました。もう一度お試しください。',
    '再試行',
    'このファイルをダウンロードしますか?',
    'このファイルはダウンロードできません。',
    'ダウンロードに保存しました: %1$s',
    '閉じる',
    'このログインはアプリに戻れません。別の方法でログインしてください。',
  ],
  ko: [
    '오프라인 상태입니다',
    '연결을 확인한 후 다시 시도하세요.',
    '이 페이지를 표시할 수 없습니다',
    '문제가 발생했습니다. 다시 시도하세요.',
    '다시 시도',
    '이 파일을 다운로드할까요?',
    '이 파일은 다운로드할 수 없습니다.',
    '다운로드에 저장됨: %1$s',
    '닫기',
    '이 로그인은 앱으로 돌아올 수 없습니다. 다른 방법으로 로그인하세요.',
  ],
  'zh-Hans': [
    '您已离线',
    '请检查网络连接，然后重试。',
    '无法显示此页面',
    '出了点问题，请重试。',
    '重试',
    '要下载此文件吗？',
    '无法下载此文件。',
    '已保存到“下载”：%1$s',
    '关闭',
    '此登录方式无法返回应用。请用其他方式登录。',
  ],
  'zh-Hant': [
    '你已離線',
    '請檢查網路連線，然後再試一次。',
    '無法顯示這個網頁',
    '發生問題，請再試一次。',
    '再試一次',
    '要下載這個檔案嗎？',
    '無法下載這個檔案。',
    '已儲存至「下載」：%1$s',
    '關閉',
    '這種登入方式無法返回應用程式。請改用其他方式登入。',
  ],
};

/** Catalogue key for a label's locale: its language, and for Chinese its script (zh-TW reads Hant). */
function catalogueKey(config: ResConfig): string {
  if (config.language !== 'zh') return config.language ?? 'en';
  const traditional = config.script === 'Hant' || (!config.script && ['TW', 'HK', 'MO'].includes(config.region ?? ''));
  return traditional ? 'zh-Hant' : 'zh-Hans';
}

function resConfigOf(key: string): ResConfig {
  const [language, script] = key.split('-') as [string, string | undefined];
  return script ? { language, script } : { language };
}

export interface ShellStringSet {
  /** {} for English, the default. */
  config: ResConfig;
  texts: readonly string[];
}

/** The string sets an app carries: English, Hindi, and the catalogue languages of its labels. */
export function shellStringSets(labelConfigs: readonly ResConfig[]): ShellStringSet[] {
  const keys = new Set(['hi']);
  for (const config of labelConfigs) {
    const key = catalogueKey(config);
    if (key !== 'en' && CATALOGUE[key]) keys.add(key);
  }
  return [
    { config: {}, texts: CATALOGUE.en! },
    ...[...keys].sort().map((key) => ({ config: resConfigOf(key), texts: CATALOGUE[key]! })),
  ];
}
