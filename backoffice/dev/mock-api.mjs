// DEVELOPMENT FIXTURE ONLY: a stand-in for the API's back-office endpoints, to look at the screens with
// `vite preview` before the real API exists. Not a test double: tests of the real thing never use it.
// Run: node dev/mock-api.mjs (port MOCK_PORT, default 3999). It also serves the build (dist/) at /backoffice/.
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleAuth, sessionProfile } from './mock-auth.mjs';
import { append, chains, jobs, mail, stateAt, streams, users } from './mock-data.mjs';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
const serveBuild = (res, path) => {
  const file = normalize(join(DIST, path.replace(/^\/backoffice\/?/, '') || 'index.html'));
  const found = file.startsWith(DIST) && existsSync(file) && extname(file) ? file : join(DIST, 'index.html');
  res.writeHead(200, { 'Content-Type': TYPES[extname(found)] ?? 'application/octet-stream' });
  createReadStream(found).pipe(res);
};

const port = Number(process.env.MOCK_PORT ?? 3999);
const STAFF = ['admin', 'moderator', 'auditor'];

const send = (res, status, body, headers = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
};
const error = (res, status, code, message, messageAr) =>
  send(res, status, { statusCode: status, code, message, messageAr, details: [] });
const readBody = (req) =>
  new Promise((resolve) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => resolve(raw ? JSON.parse(raw) : {}));
  });

const listOf = (res, rows, url, name) => {
  const filter = JSON.parse(url.searchParams.get('filter') ?? '{}');
  const [field, order] = JSON.parse(url.searchParams.get('sort') ?? '["id","ASC"]');
  const [start, end] = JSON.parse(url.searchParams.get('range') ?? '[0,24]');
  let result = rows.filter((row) =>
    Object.entries(filter).every(([key, value]) => {
      if (key === 'q') return JSON.stringify(row).toLowerCase().includes(String(value).toLowerCase());
      if (key === 'role') return row.roles?.includes(value);
      if (key === 'id') return [].concat(value).includes(row.id);
      return row[key] === value;
    }),
  );
  result = result.sort(
    (a, b) =>
      String(a[field] ?? '').localeCompare(String(b[field] ?? ''), 'en', { numeric: true }) *
      (order === 'DESC' ? -1 : 1),
  );
  const page = result.slice(start, end + 1);
  send(res, 200, page, { 'Content-Range': `${name} ${start}-${start + page.length - 1}/${result.length}` });
  return result;
};

const COMMAND_EVENTS = {
  verify: 'UserVerified',
  suspend: 'UserSuspended',
  activate: 'UserActivated',
  'change-role': 'UserRolesChanged',
};

const runCommand = (id, command, args, actor) => {
  const user = users.get(id);
  if (!user) return { id, message: 'User not found', messageAr: 'المستخدم غير موجود' };
  if (user.status === 'forgotten')
    return { id, message: 'This user was forgotten', messageAr: 'بيانات هذا المستخدم ممحوّة' };
  if (command === 'suspend' && user.status === 'suspended')
    return { id, message: 'Already suspended', messageAr: 'المستخدم موقوف بالفعل' };
  const data = command === 'suspend' ? { reason: args.reason } : command === 'change-role' ? { roles: args.roles } : {};
  append(`user-${id}`, COMMAND_EVENTS[command], data, actor.id);
  Object.assign(user, stateAt(`user-${id}`, Infinity), { id });
  return null;
};

createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  const path = url.pathname;
  if (await handleAuth(req, res, url)) return;
  if (path === '/api/health') return send(res, 200, { status: 'ok' });
  if (path.startsWith('/backoffice')) return serveBuild(res, path);
  const profile = sessionProfile(req);
  if (path === '/api/profile')
    return profile
      ? send(res, 200, { ...profile, role: profile.roles[0], status: 'verified' })
      : error(res, 401, 'UNAUTHENTICATED', 'Sign in first', 'سجّل الدخول أولًا');
  if (!path.startsWith('/api/admin/')) return error(res, 404, 'NOT_FOUND', 'Not found', 'غير موجود');
  if (!profile) return error(res, 401, 'UNAUTHENTICATED', 'Sign in first', 'سجّل الدخول أولًا');
  if (!profile.roles.some((r) => STAFF.includes(r)))
    return error(res, 403, 'FORBIDDEN', 'Staff only', 'لفريق العمل فقط');
  const [, , , resource, id, command] = path.split('/').map(decodeURIComponent);
  const body = req.method === 'POST' ? await readBody(req) : {};

  if (resource === 'dashboard')
    return send(res, 200, {
      counts: {
        users: users.size,
        streams: streams.size,
        events: [...streams.values()].reduce((n, e) => n + e.length, 0),
      },
      projections: [
        { name: 'users-admin-list', position: 412, lag: 0, status: 'live' },
        { name: 'user-profile', position: 398, lag: 14, status: 'catching_up' },
      ],
      jobs: { queue: { waiting: 3, active: 1, failed: jobs.length } },
    });
  if (resource === 'users' && id === 'export.csv') {
    const rows = [...users.values()];
    res.writeHead(200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="users.csv"',
    });
    return res.end(['id,email,status', ...rows.map((u) => `${u.id},${u.email ?? ''},${u.status}`)].join('\n'));
  }
  if (resource === 'users' && req.method === 'POST') {
    const mayChangeRoles = profile.roles.includes('admin');
    const mayModerate = mayChangeRoles || profile.roles.includes('moderator');
    const cmd = command ?? id;
    if (!(cmd === 'change-role' ? mayChangeRoles : mayModerate))
      return error(res, 403, 'FORBIDDEN', 'Your role may not do this', 'لا يسمح دورك بهذا الإجراء');
    if (command) {
      const failure = runCommand(id, command, body, profile);
      return failure
        ? error(res, 409, 'ILLEGAL_STATE', failure.message, failure.messageAr)
        : send(res, 200, users.get(id));
    }
    const results = body.ids.map((each) => [each, runCommand(each, cmd, body, profile)]);
    return send(res, 200, {
      succeeded: results.filter(([, f]) => !f).map(([each]) => each),
      failed: results.flatMap(([, f]) => (f ? [f] : [])),
    });
  }
  if (resource === 'users')
    return id
      ? users.has(id)
        ? send(res, 200, users.get(id))
        : error(res, 404, 'NOT_FOUND', 'User not found', 'المستخدم غير موجود')
      : listOf(res, [...users.values()], url, 'users');
  if (resource === 'streams' && !id) {
    const prefix = url.searchParams.get('prefix') ?? '';
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const rows = [...streams.entries()]
      .filter(([name]) => name.startsWith(prefix) && name.toLowerCase().includes(q))
      .map(([name, events]) => ({
        id: name,
        streamName: name,
        revision: events.at(-1).revision,
        lastRecordedAt: events.at(-1).recordedAt,
      }));
    return listOf(res, rows, url, 'streams');
  }
  if (resource === 'streams' && !streams.has(id))
    return error(res, 404, 'NOT_FOUND', 'No such stream', 'لا يوجد تدفق بهذا الاسم');
  if (resource === 'streams' && command === 'state') {
    const revision = Number(url.searchParams.get('revision'));
    return send(res, 200, { revision, state: stateAt(id, revision) });
  }
  if (resource === 'streams')
    return send(res, 200, {
      streamName: id,
      events: streams.get(id),
      chain: chains[id] ?? { chained: false, valid: true, brokenAt: null, reason: null, headSignatureValid: null },
    });
  if (!profile.roles.includes('admin')) return error(res, 403, 'FORBIDDEN', 'Administrators only', 'للمديرين فقط');
  if (resource === 'mail')
    return id
      ? send(
          res,
          200,
          mail.find((m) => m.id === id),
        )
      : listOf(res, mail, url, 'mail');
  if (resource === 'jobs' && command === 'retry') {
    jobs.splice(
      jobs.findIndex((j) => j.id === id),
      1,
    );
    return send(res, 200, { retried: id });
  }
  if (resource === 'jobs') return listOf(res, jobs, url, 'jobs');
  return error(res, 404, 'NOT_FOUND', 'Not found', 'غير موجود');
}).listen(port, () => console.log(`mock API (development fixture) on http://localhost:${port}`));
