// A real SMTP server on loopback for the integration tests (smtp-server): it requires AUTH with its own credentials,
// offers no STARTTLS (as a server whose offer an attacker on the path stripped), keeps every message it accepts
// (envelope, authenticated user, the raw bytes as sent) and can be stopped and started again on the same port — a
// mail server that is down, then back.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

type ReceivedMail = { mailFrom: string | null; rcptTo: string[]; user: unknown; raw: Buffer };

export type SmtpTestServer = {
  /** smtp://user:password@127.0.0.1:port — what SMTP_URL says in a deployment. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** The user names of every AUTH attempt, accepted or not. */
  logins: string[];
  /** Closes the port: connections are refused until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
};

export async function startSmtpServer({ user = 'knowly', password = 'smtp-test-password' }: { user?: string; password?: string } = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const logins: string[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  const start = async () => {
    const instance = new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS'], // plain SMTP on loopback; nodemailer then authenticates without TLS
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      onAuth(auth, _session, callback) {
        logins.push(auth.username ?? '');
        if (auth.username === user && auth.password === password) callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const { mailFrom, rcptTo } = session.envelope;
          received.push({ mailFrom: mailFrom ? mailFrom.address : null, rcptTo: rcptTo.map((to) => to.address), user: session.user, raw: Buffer.concat(chunks) });
          callback();
        });
      },
    });
    // A client gone mid-session (an app process killed under load: the scale test's kill -9) is that connection's
    // end, as for any mail server, not this process's: without a listener smtp-server's 'error' event crashed it.
    instance.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      instance.server.once('error', reject);
      instance.listen(port, '127.0.0.1', () => resolve());
    });
    port = (instance.server.address() as AddressInfo).port;
    server = instance;
  };

  const stop = () =>
    new Promise<void>((resolve) => {
      const instance = server;
      server = undefined;
      if (instance) instance.close(() => resolve());
      else resolve();
    });

  await start();
  return { url: `smtp://${user}:${password}@127.0.0.1:${port}`, port, received, logins, stop, start };
}
