/**
 * A cookie the web app can read (the session cookie is httpOnly): present while the browser has a
 * session, so a first-time visitor's page does not ask GET /api/auth/user only to hear 401. It says
 * nothing about who is signed in and grants nothing; the session cookie alone does.
 */
export const SIGNED_IN_HINT_COOKIE = 'studyforge.signed-in';
