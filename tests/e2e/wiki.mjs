// A real MediaWiki for the wiki tests (issue 27): Debian's `mediawiki` package
// (1.39, installed by scripts/setup-wiki.sh), a new SQLite wiki in Turkish in a
// directory of its own, served by PHP's built-in server on a loopback port
// (no apache). The extensions an editor's routes need are loaded: Gadgets
// (the loader), ParserFunctions, TemplateData (the template's VisualEditor
// data), Scribunto with Debian's lua5.1 (the Lua board); uploads take SVG,
// thumbnailed with rsvg-convert. `$wgRawHtml` stands for a wiki that allows
// `<iframe>` (Extension:IframeTag): the guide's frame snippet goes in as written.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const MEDIAWIKI = '/usr/share/mediawiki';

/** Whether Debian's MediaWiki and PHP are installed here. */
export function wikiInstalled() {
  return fs.existsSync(path.join(MEDIAWIKI, 'maintenance', 'install.php')) && fs.existsSync('/usr/bin/php');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

const USER = 'Yonetici';
const PASSWORD = 'mancala-test-password-1';

/** Installs a new wiki and serves it; returns its address and API helpers. */
export async function startWiki() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mancala-wiki-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  fs.mkdirSync(path.join(dir, 'db'));
  fs.mkdirSync(path.join(dir, 'images'));
  execFileSync('php', [path.join(MEDIAWIKI, 'maintenance', 'install.php'),
    '--dbtype=sqlite', `--dbpath=${path.join(dir, 'db')}`, '--dbname=wiki',
    `--server=http://127.0.0.1:${port}`, '--scriptpath=', '--lang=tr',
    `--pass=${PASSWORD}`, `--confpath=${dir}`, 'Viki', USER], { stdio: 'pipe' });
  fs.appendFileSync(path.join(dir, 'LocalSettings.php'), `
# The project's test wiki (tests/e2e/wiki.mjs).
wfLoadExtension( 'Gadgets' );
wfLoadExtension( 'ParserFunctions' );
wfLoadExtension( 'TemplateData' );
wfLoadExtension( 'Scribunto' );
$wgScribuntoDefaultEngine = 'luastandalone';
$wgScribuntoEngineConf['luastandalone']['luaPath'] = '/usr/bin/lua5.1';
$wgEnableUploads = true;
$wgUploadDirectory = '${path.join(dir, 'images')}';
$wgUploadPath = "$wgScriptPath/img_auth.php";
$wgFileExtensions[] = 'svg';
$wgSVGConverter = 'rsvg';
$wgSVGConverters['rsvg'] = '/usr/bin/rsvg-convert -w $width -h $height -o $output $input';
$wgRawHtml = true;
$wgRateLimits = [];
`);
  const server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', MEDIAWIKI], {
    env: { ...process.env, MW_CONFIG_FILE: path.join(dir, 'LocalSettings.php') },
    stdio: 'ignore',
  });
  const cookies = new Map();
  async function call(params, { post = false, form = null } = {}) {
    const u = new URL('api.php', url);
    const body = form ?? new URLSearchParams({ ...params, format: 'json', formatversion: '2' });
    if (!post) for (const [k, v] of body) u.searchParams.set(k, v);
    const res = await fetch(u, {
      method: post ? 'POST' : 'GET',
      body: post ? body : undefined,
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie?.() ?? []) {
      const [kv] = c.split(';');
      const i = kv.indexOf('=');
      cookies.set(kv.slice(0, i), kv.slice(i + 1));
    }
    const json = await res.json();
    if (json.error) throw new Error(`${params.action}: ${JSON.stringify(json.error)}`);
    return json;
  }
  // Wait for the server.
  for (let i = 0; ; i++) {
    try { await call({ action: 'query', meta: 'siteinfo' }); break; } catch (e) {
      if (i > 100) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const token = async (type) => (await call({ action: 'query', meta: 'tokens', type })).query.tokens[`${type}token`];
  const login = await call({ action: 'login', lgname: USER, lgpassword: PASSWORD, lgtoken: await token('login') }, { post: true });
  if (login.login.result !== 'Success') throw new Error(`login: ${JSON.stringify(login)}`);
  const csrf = await token('csrf');
  return {
    url,
    dir,
    /** The address of a page. */
    page: (title) => `${url}index.php?title=${encodeURIComponent(title.replace(/ /g, '_'))}`,
    /** Creates or replaces a page. */
    edit: async (title, text) => {
      const r = await call({ action: 'edit', title, text, token: csrf, bot: '1' }, { post: true });
      if (r.edit?.result !== 'Success') throw new Error(`edit ${title}: ${JSON.stringify(r)}`);
      return r;
    },
    /** Uploads a file (as the administrator). */
    upload: async (filename, file, text) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ action: 'upload', filename, text, token: csrf, ignorewarnings: '1', format: 'json', formatversion: '2' })) form.set(k, v);
      form.set('file', new Blob([fs.readFileSync(file)], { type: 'image/svg+xml' }), filename);
      return call({ action: 'upload' }, { post: true, form });
    },
    /** A thumbnail's address at `width` px, as the wiki's image info gives it. */
    thumb: async (filename, width) => {
      const r = await call({ action: 'query', titles: `File:${filename}`, prop: 'imageinfo', iiprop: 'url|mime|size', iiurlwidth: String(width) });
      return r.query.pages[0].imageinfo[0];
    },
    api: call,
    close: () => {
      server.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
