// Links to portal pages under /main whose address is data (menu entries from the server, home cards).
export const HOME_PATH = '/main/cardMenu';

/** Every such page lives under /main, so it is a /main/$ link whose rest is the splat; the router matches the URL. */
export function mainLink(path: string | undefined): { to: '/main/$'; params: { _splat: string } } {
  return { to: '/main/$', params: { _splat: (path ?? HOME_PATH).replace(/^\/main\/?/, '') } };
}

const EXAM_URL = '/exam/mgeexam';
const MARKING_URL = '/marking';

/**
 * The portal route of a permission url (spec 1 §2): /exam/mgeexam → /main/exam, /marking → /main/marking, /cardMenu
 * → the home page, a /main path stays, any other path gets the /main prefix.
 */
export function normalizeMenuPath(url: string): string {
  if (url === EXAM_URL) return '/main/exam';
  if (url === MARKING_URL) return '/main/marking';
  if (url === '/cardMenu') return HOME_PATH;
  if (url.startsWith('/main/')) return url;
  return `/main${url.startsWith('/') ? url : `/${url}`}`;
}
