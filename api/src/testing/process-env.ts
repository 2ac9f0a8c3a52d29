/** Sets process environment variables for a spec file (settings read from `process.env` when the app starts, such
 * as the live payment providers); the function returned puts back what was there. */
export function setProcessEnv(vars: Record<string, string>): () => void {
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  Object.assign(process.env, vars);
  return () => {
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  };
}
