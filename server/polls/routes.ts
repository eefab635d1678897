// Routes of knowers' polls (issue 21): post one (knowers only), read one or a knower's (public; counts after your vote
// or the end), vote once (DuplicateError again).
import type { IncomingHttpHeaders } from 'node:http';
import { POLL_RATE_RULES } from '../../config/chat-limits';
import * as endpoints from '../../lib/api/endpoints';
import { idParamsSchema } from '../../lib/contracts/ids';
import { createPollSchema, pollSchema, pollsSchema, votePollSchema } from '../../lib/contracts/polls';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { requestSite } from '../pages/request-site';
import { createRateLimit } from '../throttle/rate-limit';
import { createPoll, findPoll, listKnowerPolls, votePoll } from './polls';

const TAG = 'polls';
const pollRate = createRateLimit(POLL_RATE_RULES);

const languageOf = (headers: IncomingHttpHeaders) => requestSite({ headers }, { locale: undefined, path: '/' }).contentLanguage;

export const createPollRoute = defineRoute({
  endpoint: endpoints.createPoll,
  tag: TAG,
  summary: 'Posts a poll on your knower profile: a question, 2–6 options and an optional end (endsOn, in the future); ForbiddenError unless you are a knower',
  body: createPollSchema,
  response: pollSchema,
  status: 201,
  errors: ['ForbiddenError', 'TooManyRequestsError'],
  handle: async ({ caller, body, headers }) => {
    await pollRate.count(caller.userUuid);
    return createPoll(await getDb(), caller.userUuid, body, languageOf(headers));
  },
});

export const pollRoute = defineRoute({
  endpoint: endpoints.poll,
  tag: TAG,
  summary: 'One poll; its counts once you voted, once it ended, or when it is yours (null otherwise)',
  params: idParamsSchema,
  response: pollSchema,
  errors: ['NotFoundError'],
  handle: async ({ caller, params }) => findPoll(await getDb(), params.id, caller?.userUuid ?? null),
});

export const knowerPollsRoute = defineRoute({
  endpoint: endpoints.knowerPolls,
  tag: TAG,
  summary: "A knower's polls, the latest first (the path id is the knower uuid)",
  params: idParamsSchema,
  response: pollsSchema,
  handle: async ({ caller, params }) => listKnowerPolls(await getDb(), params.id, caller?.userUuid ?? null),
});

export const votePollRoute = defineRoute({
  endpoint: endpoints.votePoll,
  tag: TAG,
  summary: 'Votes for one option of a poll: 201 with the poll and its counts; a second vote is DuplicateError, a vote after the end BadRequestError',
  params: idParamsSchema,
  body: votePollSchema,
  response: pollSchema,
  status: 201,
  errors: ['NotFoundError', 'DuplicateError', 'BadRequestError'],
  handle: async ({ caller, params, body }) => votePoll(await getDb(), caller.userUuid, params.id, body.optionId),
});

export const POLL_ROUTES = [createPollRoute, pollRoute, knowerPollsRoute, votePollRoute];
