// Where an AI citation leads: the know page at the cited page (#page-n). The know's readable slug comes from the knows
// the chat, summary or exam was given; a know not among them is addressed by its uuid alone (its page redirects to the
// canonical address and the fragment stays).
import type { AiCitationOut } from '../../../lib/contracts/ai';
import { routes } from '../../../lib/routes/page-routes';

/** A know an answer may cite: what its link and its name need. */
export type CitedKnow = { uuid: string; title: string; slug: string };

/** A know chosen as material, with the file name it was uploaded under when there is one. */
export type PickedKnow = CitedKnow & { filename?: string };

export function citedKnowOf(citation: AiCitationOut, knows: readonly CitedKnow[]): CitedKnow | undefined {
  return knows.find((know) => know.uuid === citation.knowUuid);
}

export function citationHref(citation: AiCitationOut, knows: readonly CitedKnow[]): string {
  const know = citedKnowOf(citation, knows) ?? { uuid: citation.knowUuid, slug: '' };
  return routes.knowAtPage(know, citation.page);
}
