// docs/product.md §8 texts of the APK flow.
export const apkMessages = {
  preparing: 'Server Preparing APK... It will take few minutes...',
  downloading: 'Downloading APK...',
  success: 'APK is downloading! Your app is ready to use.',
  failed: 'APK generation failed. Please try again.',
  noDownloadUrl: 'No download URL available. Please try again.',
} as const;
