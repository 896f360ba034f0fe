import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as english } from '@zxcvbn-ts/language-en';
import { dictionary as french } from '@zxcvbn-ts/language-fr';

// The same dictionaries and keyboards the server checks a new password against, so the hint
// and the server's verdict agree. Only this module imports them: it is loaded on demand.
const estimator = new ZxcvbnFactory({
  dictionary: { ...common, ...english, ...french },
  graphs: adjacencyGraphs,
});

/** zxcvbn's score, 0 (guessed at once) to 4 (very hard), with the account's own words as hints. */
export function passwordScore(password: string, personal: string[]): number {
  return estimator.check(password, personal).score;
}
