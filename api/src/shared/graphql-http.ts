import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Apollo Server behind Express: the request in, the answer out. In place of
 * @as-integrations/express5, which parses each address with Node's legacy URL parser and
 * answers through Express's res.send, both costly on every call to an endpoint this busy.
 */
export function graphqlHttp<Context extends BaseContext>(
  server: ApolloServer<Context>,
  context: (req: Request, res: Response) => Promise<Context>,
): RequestHandler {
  server.assertStarted('graphqlHttp()');
  return async (req, res, next) => {
    try {
      const headers = new HeaderMap();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const queryStart = req.url.indexOf('?');
      const answer = await server.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: req.method.toUpperCase(),
          headers,
          search: queryStart < 0 ? '' : req.url.slice(queryStart),
          body: req.body as unknown,
        },
        context: () => context(req, res),
      });
      await requestFinished(req);
      for (const [name, value] of answer.headers) res.setHeader(name, value);
      res.statusCode = answer.status ?? 200;
      if (answer.body.kind === 'complete') {
        res.setHeader('Content-Length', Buffer.byteLength(answer.body.string));
        res.end(answer.body.string);
        return;
      }
      for await (const chunk of answer.body.asyncIterator) res.write(chunk);
      res.end();
    } catch (error) {
      next(error);
    }
  };
}

/**
 * An answer sent while a multipart upload is still arriving (a refusal decided before the file
 * was read) makes clients fail without reading it: wait until the request has arrived whole, as
 * graphql-upload's patch of res.send does for answers sent through Express. A GET or a JSON
 * body has arrived whole by then.
 */
async function requestFinished(req: Request): Promise<void> {
  // complete: the whole message has arrived (at once for a GET), whether or not it was read.
  if (req.complete || req.closed) return;
  const arrived = new Promise<void>((resolve) => {
    req.once('end', resolve);
    req.once('close', resolve);
  });
  // A body no reader took (a text/plain or form post, refused unread) would never end:
  // discard it so the refusal goes out now, not when the request times out.
  if (req.readableFlowing === null) req.resume();
  await arrived;
}
