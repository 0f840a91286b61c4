// The sign-in feature's public entry: the dialog, which the frame loads on demand (app/LazySignInDialog.tsx).
export { SignInDialog } from './SignInDialog.tsx';
