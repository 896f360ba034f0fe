// Build variables the webpack factory writes into every bundle. Only the exact expression
// `process.env.NAME` is replaced at build time: the browser has no `process` object, so never
// read `process.env` as a whole or destructure it. These declarations merge with Node's types
// where a package has them.
declare namespace NodeJS {
  interface ProcessEnv {
    /** The test fixture this build includes (`LYCEUM_FIXTURE=extra-page`), '' when none. */
    LYCEUM_FIXTURE?: string;
  }
  interface Process {
    env: ProcessEnv;
  }
}

// eslint-disable-next-line no-var -- a global variable is declared with var
declare var process: NodeJS.Process;
