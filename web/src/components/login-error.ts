/** What a user reads when local sign-in fails, on the login page and wherever else they sign in again. */
export function loginErrorMessage(error: { statusCode?: number; message: string }) {
  if (error.statusCode === 401) return 'Wrong username or password. Check them and try again.'
  return `Could not sign in: ${error.message}`
}
