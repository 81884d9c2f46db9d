/** The texts of the build result panel (docs/product.md "Build result"). */
export const buildResultMessages = {
  title: 'Your app is ready',
  lead: (appName: string) =>
    `${appName} is built and signed. Its download has started; download it again here, or on your phone with the QR code.`,
  close: 'Close',
  qrTitle: 'Download on your phone',
  qrLead: 'Scan this code with your phone’s camera to download the APK there.',
  qrLabel: (appName: string) => `QR code: a download link of ${appName}`,
  qrValidUntil: (time: string) => `This code works until ${time}.`,
  qrMaking: 'Making a QR code…',
  qrExpired: 'This QR code has expired.',
  qrFailed: 'We could not make a QR code. Please try again.',
  qrRefresh: 'New QR code',
  guideTitle: 'Install it in three steps',
  guideAllow:
    'Allow installs from this source: when Android asks, tap Settings and allow your browser (or Files app) to install unknown apps.',
  guideOpen: (fileName: string) => `Open the file: tap the finished download, or find ${fileName} in Downloads.`,
  guideInstall: 'Install: tap Install, then Open. Later builds of this app install over it as updates.',
} as const;
