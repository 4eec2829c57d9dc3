import http from 'node:http';

export interface Answer {
  status: number;
  /** The Connection header: 'close' tells the client to reconnect elsewhere. */
  connection: string | undefined;
  body: string;
}

/** Reads a whole answer; rejects when the connection ends before the body does. */
function readAnswer(res: http.IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let body = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (body += chunk));
    res.on('end', () => {
      resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body });
    });
    res.on('aborted', () => reject(new Error('answer cut short')));
    res.on('error', reject);
  });
}

/** 'unanswered': no answer at all (a closed connection or port); 'cut': an answer cut short. */
export function get(url: URL, agent: http.Agent | false): Promise<Answer | 'unanswered' | 'cut'> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (res) => {
      readAnswer(res).then(resolve, () => resolve('cut'));
    });
    request.on('error', () => resolve('unanswered'));
  });
}

export interface SlowPost {
  /** Resolves once the server has read the headers and half of the body is sent. */
  started: Promise<void>;
  /** Sends the rest of the body and waits for the answer. */
  finish: () => Promise<Answer>;
}

/**
 * A POST of `json` whose body is only half sent until finish(): a request kept in flight. It
 * asks for `100 Continue`, so the server has surely seen it once started resolves.
 */
export function startSlowPost(url: URL, agent: http.Agent | false, json: string): SlowPost {
  const body = Buffer.from(json);
  const half = Math.floor(body.length / 2);
  const request = http.request(url, {
    method: 'POST',
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': body.length,
      expect: '100-continue',
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (res) => resolve(readAnswer(res)));
    request.on('error', reject);
  });
  const started = new Promise<void>((resolve) => {
    request.once('continue', () => request.write(body.subarray(0, half), () => resolve()));
  });
  request.flushHeaders();
  return {
    started,
    finish: () => {
      request.end(body.subarray(half));
      return answer;
    },
  };
}

export interface SteadyClient {
  /** Resolves after the first answer (or the end of the loop). */
  firstAnswer: Promise<void>;
  /** What the client saw, once it stopped. */
  done: Promise<{ answers: Answer[]; unanswered: number; cut: number }>;
}

/**
 * A client sending GET `url` one request after another on kept-alive connections, as a load
 * balancer does, until an answer says `Connection: close` or a request goes unanswered.
 */
export function steadyClient(url: URL, agent: http.Agent): SteadyClient {
  let markFirst: () => void = () => undefined;
  const firstAnswer = new Promise<void>((resolve) => (markFirst = resolve));
  const done = (async () => {
    const answers: Answer[] = [];
    let outcome: Answer | 'unanswered' | 'cut';
    do {
      outcome = await get(url, agent);
      if (typeof outcome === 'object') answers.push(outcome);
      markFirst();
    } while (typeof outcome === 'object' && outcome.connection !== 'close');
    return {
      answers,
      unanswered: outcome === 'unanswered' ? 1 : 0,
      cut: outcome === 'cut' ? 1 : 0,
    };
  })();
  return { firstAnswer, done };
}
