import { type Functions, connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { env } from '@/config/env';
import { firebaseApp } from './firebase';

// Callables (payments, account deletion) are signed-in only; see firebase.ts.
let functions: Functions | undefined;

export function firebaseFunctions(): Functions {
  if (functions) return functions;
  functions = getFunctions(firebaseApp(), env.functionsRegion);
  if (env.useEmulators) connectFunctionsEmulator(functions, env.emulators.host, env.emulators.functionsPort);
  return functions;
}
