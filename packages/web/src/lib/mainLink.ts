// Links to portal pages under /main whose address is data (menu entries from the server, home cards).
export const HOME_PATH = '/main/cardMenu';

/** Every such page lives under /main, so it is a /main/$ link whose rest is the splat; the router matches the URL. */
export function mainLink(path: string | undefined): { to: '/main/$'; params: { _splat: string } } {
  return { to: '/main/$', params: { _splat: (path ?? HOME_PATH).replace(/^\/main\/?/, '') } };
}
