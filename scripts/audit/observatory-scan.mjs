// One MDN HTTP Observatory scan, in its own Node process, called by observatory.ts as
//   NODE_EXTRA_CA_CERTS=<cert.pem> node scripts/audit/observatory-scan.mjs <scanner index.js> <host:port>
// (a certificate to trust must be given when Node starts, hence the process). *.localhost resolves to 127.0.0.1 here
// (Node does not resolve it). Prints the scan result as JSON, or {"error": …}.
/* global process, console */
import dns from 'node:dns';
import { pathToFileURL } from 'node:url';

const [scanner, target] = process.argv.slice(2);
const original = dns.lookup;
dns.lookup = (hostname, options, callback) => {
  const cb = typeof options === 'function' ? options : callback;
  const all = typeof options === 'object' && options !== null && options.all;
  if (!/(^|\.)localhost$/i.test(hostname)) return original(hostname, options, callback);
  return all ? process.nextTick(cb, null, [{ address: '127.0.0.1', family: 4 }]) : process.nextTick(cb, null, '127.0.0.1', 4);
};
try {
  const { scan } = await import(pathToFileURL(scanner).href);
  const result = await scan(target);
  const tests = Object.fromEntries(Object.entries(result.tests).map(([name, t]) => [name, { pass: t.pass, result: t.result, scoreModifier: t.scoreModifier }]));
  console.log(JSON.stringify({ scan: result.scan, tests }));
} catch (error) {
  console.log(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
}
process.exit(0);
