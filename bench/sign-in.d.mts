// Types of bench/sign-in.mjs.
export const PASSWORD: string;
export function signIn(base: string, email: string): Promise<string>;
