import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { paths } from './generated/schema';

/**
 * The server's operations as the web app calls them, typed from the OpenAPI document
 * (generated/schema.ts, `npm run api:generate`). An operation is named as the document and the
 * permission matrix name it, `PUT /api/enterprise/workflow/{id}/rename`, and that name is the only
 * place its path is written: `operation(name)` builds the requests, and `Body`, `Query` and
 * `Answer` read what it takes and gives.
 */

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** Every operation of the document: `METHOD /api/path/{param}`. */
export type OperationName = {
  [P in keyof paths]: {
    [M in Method]: [NonNullable<paths[P][M]>] extends [never] ? never : `${Uppercase<M>} ${P}`;
  }[Method];
}[keyof paths];

type Definition<N> = N extends `${infer M} ${infer P}`
  ? P extends keyof paths
    ? NonNullable<paths[P][Lowercase<M> & keyof paths[P]]>
    : never
  : never;

/** An operation's name, or the request builder `operation()` made for it. */
type NameOf<O> = O extends { operation: infer N extends OperationName } ? N : O extends OperationName ? O : never;
type AnyOperation = OperationName | { readonly operation: OperationName };

type Json<T> = T extends { content: { 'application/json': infer J } } ? J : never;
type Success<D> = D extends { responses: infer R } ? R[Extract<keyof R, 200 | 201 | 202>] : never;

/** The JSON body the operation takes. */
export type Body<O extends AnyOperation> = Json<NonNullable<Definition<NameOf<O>>['requestBody']>>;
/** The JSON the operation answers with when it succeeds. */
export type Answer<O extends AnyOperation> = Json<Success<Definition<NameOf<O>>>>;
/** The operation's query parameters. */
export type Query<O extends AnyOperation> = NonNullable<Definition<NameOf<O>>['parameters']['query']>;
/** The values of the operation's `{param}`s. */
export type PathParams<O extends AnyOperation> = NonNullable<Definition<NameOf<O>>['parameters']['path']>;

/** A part of a request: required when the operation needs it, optional when all of it is, absent when it takes none. */
type Part<K extends string, T> = [T] extends [never]
  ? { [P in K]?: never }
  : Record<never, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type RequestOf<N extends OperationName> = Part<'path', PathParams<N>> &
  Part<'query', Query<N>> &
  Part<'body', Body<N>> & { headers?: Record<string, string> };

/** Builds the requests of one operation for RTK Query; called without input when it takes none. */
export type Operation<N extends OperationName> = ((
  ...input: Record<never, never> extends RequestOf<N> ? [RequestOf<N>?] : [RequestOf<N>]
) => FetchArgs) & { readonly operation: N };

/** The document names paths with the `/api` prefix; requests are made relative to the base URL, which ends in it. */
const API_PREFIX = '/api/';

export function operation<N extends OperationName>(name: N): Operation<N> {
  const space = name.indexOf(' ');
  const method = name.slice(0, space);
  const path = name.slice(space + 1);
  if (!path.startsWith(API_PREFIX)) throw new Error(`${name} is not under ${API_PREFIX}`);
  const template = path.slice(API_PREFIX.length);
  const build = (input: Partial<RequestOf<N>> = {}): FetchArgs => {
    const values = (input.path ?? {}) as Record<string, string | number>;
    const url = template.replace(/\{(\w+)\}/g, (_, param: string) => encodeURIComponent(String(values[param])));
    return {
      url,
      method,
      ...(input.query === undefined ? {} : { params: input.query as Record<string, unknown> }),
      ...(input.body === undefined ? {} : { body: input.body }),
      ...(input.headers === undefined ? {} : { headers: input.headers }),
    };
  };
  return Object.assign(build, { operation: name }) as Operation<N>;
}
