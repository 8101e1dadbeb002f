// "Remember me" keeps the account name only. The password is never stored in the browser: the server keeps the
// session for 30 days instead (rememberMe in dologin).
const KEY = 'login-remembered-account';

export function loadRememberedAccount(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveRememberedAccount(account: string | null): void {
  try {
    if (account) localStorage.setItem(KEY, account);
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode or storage disabled: remembering is a convenience only.
  }
}
