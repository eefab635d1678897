// Knowers' polls (issue 21): the public poll page (/polls/{uuid}) and the polls section of a knower's profile (with
// the form the knower posts one with). Pages list the 'polls' namespace in pageProps.
export { PollPage } from './pages/poll-page';
export { KnowerPollsIsland } from './components/knower-polls-island';
