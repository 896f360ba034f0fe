// A Module Federation runtime plugin, bundled into every app: a shared singleton whose chosen
// copy carries exactly the version the app requires resolves to that copy without the runtime's
// semver check, which parses the range with a dozen fresh regular expressions on each call (the
// largest part of the host's startup script time on a slow phone). Any other case — no copy, a
// different version, a non-singleton — goes to the runtime's own resolver, with its warning.

/** @returns {{ name: string, resolveShare: (args: ResolveShareArgs) => ResolveShareArgs }} */
export default function exactShareVersions() {
  return {
    name: 'lyceum-exact-share-versions',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const config = shareInfo?.shareConfig;
      const shared = shareScopeMap?.[scope]?.[pkgName]?.[version];
      const exact =
        config?.singleton && !shareInfo.treeShaking && config.requiredVersion === version;
      if (!exact || !shared) return args;
      args.resolver = () => ({ shared, useTreesShaking: false });
      return args;
    },
  };
}

/**
 * @typedef {{
 *   shareScopeMap: Record<string, Record<string, Record<string, unknown>>>,
 *   scope: string,
 *   pkgName: string,
 *   version: string,
 *   shareInfo?: {
 *     shareConfig?: { singleton?: boolean, requiredVersion?: string | false },
 *     treeShaking?: unknown,
 *   },
 *   resolver: () => unknown,
 * }} ResolveShareArgs
 */
