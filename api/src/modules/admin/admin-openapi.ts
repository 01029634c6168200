/**
 * How every /api/admin route is described in the OpenAPI document. Its own module so that the routes registered by
 * admin-routes.ts can read it without importing the module that imports them.
 */
export const ADMIN_TAG = 'admin';
/** OpenAPI security requirement of every admin route (the cc_session cookie of an admin). */
export const ADMIN_SECURITY = [{ sessionCookie: [] }];
