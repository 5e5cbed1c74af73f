/**
 * zod (loaded with the pages that read the API) probes once whether it may compile its parsers
 * with `new Function`. Our CSP allows no eval, so the browser reports the probe as a violation even
 * though zod catches it (Lighthouse's Best Practices count it). Jitless, zod never probes. Set on
 * zod's global configuration (what `z.config` writes) before zod loads, so that the shell does not
 * load zod to say it.
 */
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodConfig.__zod_globalConfig = Object.assign(zodConfig.__zod_globalConfig ?? {}, {
  jitless: true,
});
