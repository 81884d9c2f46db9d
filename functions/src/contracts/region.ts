/** Where the functions run, deployed and in the emulator; the web app's callables and the stack's URLs use it. */
export const FUNCTIONS_REGION = 'asia-south1';
