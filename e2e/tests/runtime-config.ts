import os from 'node:os';
import path from 'node:path';

/**
 * While this file exists, the host's server answers it at /runtime-config.json (and builds its
 * pages' policy from it) instead of the one in host/dist: a test points a remote elsewhere by
 * writing it, and removes it afterwards. Removed before each run; with PW_REUSE_SERVERS=1, start
 * the host's server with `--runtime-config` and this path too.
 */
export const HOST_RUNTIME_CONFIG = path.join(os.tmpdir(), 'lyceum-e2e-host-runtime-config.json');
