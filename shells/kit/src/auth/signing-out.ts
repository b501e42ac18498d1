let signingOut = false;

/** True while a deliberate sign-out runs: guards then leave the navigation to the sign-out. */
export function isSigningOut(): boolean {
  return signingOut;
}

/** Set by signOut (auth/session.ts) for its duration. */
export function setSigningOut(value: boolean): void {
  signingOut = value;
}
