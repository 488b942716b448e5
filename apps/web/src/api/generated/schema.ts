/**
 * Generated from the server's OpenAPI document (GET /api/docs) by `npm run api:generate`
 * (scripts/generate-api-types.ts): do not edit. A test fails while it differs from the document.
 */

export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ok';
              product: string;
              /** @enum {string} */
              database: 'pglite' | 'postgres';
              /** @enum {string} */
              role: 'api' | 'worker' | 'all';
              version: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/client-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error_reports_dsn: string | null;
              version: string;
              languages: string[] | null;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dev/mailbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              to: string;
              subject: string;
              text: string;
              created_at: string;
            }[];
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Prometheus metrics (text exposition format)
     * @description Requests by method, route pattern and status; job attempts by name, stage and outcome; queue depth. Answered to this machine, or with `Authorization: Bearer <METRICS_TOKEN>`; 404 otherwise.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The metrics */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/plain; version=0.0.4; charset=utf-8': string;
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            password: string;
            first_name: string;
            /** @default  */
            last_name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              email: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signup/confirm-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              token: string;
              user: {
                id: string;
                email: string;
                first_name: string;
                last_name: string;
                /** @enum {string|null} */
                org_role: 'admin' | 'qa' | 'reviewer' | null;
                email_verified: boolean;
              };
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signup/resend-verification-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Too many attempts, or too much work waiting: try again after `Retry-After` seconds (RATE_LIMITED, ...) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  token: string;
                  user: {
                    id: string;
                    email: string;
                    first_name: string;
                    last_name: string;
                    /** @enum {string|null} */
                    org_role: 'admin' | 'qa' | 'reviewer' | null;
                    email_verified: boolean;
                  };
                }
              | {
                  /** @enum {boolean} */
                  verify_required: true;
                  challenge_id: string;
                  email: string;
                };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Too many attempts, or too much work waiting: try again after `Retry-After` seconds (RATE_LIMITED, ...) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/login/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            challenge_id: string;
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              token: string;
              user: {
                id: string;
                email: string;
                first_name: string;
                last_name: string;
                /** @enum {string|null} */
                org_role: 'admin' | 'qa' | 'reviewer' | null;
                email_verified: boolean;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Too many attempts, or too much work waiting: try again after `Retry-After` seconds (RATE_LIMITED, ...) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/reset-password-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/confirm-reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              first_name: string;
              last_name: string;
              email: string;
              podcast_name: string;
              company_name: string;
              bio: string;
              vocabulary: string[];
              /** @enum {string} */
              profanity_filter: 'mask' | 'remove' | 'leave';
              /** @enum {string|null} */
              org_role: 'admin' | 'qa' | 'reviewer' | null;
              email_verified: boolean;
              two_step_enabled: boolean;
              /** @enum {string} */
              plan: 'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly';
              plan_details: {
                /** @enum {string} */
                plan: 'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly';
                start_date: string | null;
                next_billing_date: string | null;
                amount: number;
              };
              transcript_used: number;
              transcript_total: number;
              audio_used: number;
              audio_total: number;
              media_content: number;
              audio_with_media_used: number;
              audio_with_media_total: number;
              created_at: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            first_name?: string;
            last_name?: string;
            podcast_name?: string;
            company_name?: string;
            bio?: string;
            vocabulary?: string | string[];
            /** @enum {string} */
            profanity_filter?: 'mask' | 'remove' | 'leave';
            user_id?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              profile: {
                id: string;
                first_name: string;
                last_name: string;
                email: string;
                podcast_name: string;
                company_name: string;
                bio: string;
                vocabulary: string[];
                /** @enum {string} */
                profanity_filter: 'mask' | 'remove' | 'leave';
                /** @enum {string|null} */
                org_role: 'admin' | 'qa' | 'reviewer' | null;
                email_verified: boolean;
                two_step_enabled: boolean;
                /** @enum {string} */
                plan: 'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly';
                plan_details: {
                  /** @enum {string} */
                  plan:
                    'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly';
                  start_date: string | null;
                  next_billing_date: string | null;
                  amount: number;
                };
                transcript_used: number;
                transcript_total: number;
                audio_used: number;
                audio_total: number;
                media_content: number;
                audio_with_media_used: number;
                audio_with_media_total: number;
                created_at: string;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            first_name?: string;
            last_name?: string;
            podcast_name?: string;
            company_name?: string;
            bio?: string;
            vocabulary?: string | string[];
            /** @enum {string} */
            profanity_filter?: 'mask' | 'remove' | 'leave';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              profile: {
                id: string;
                first_name: string;
                last_name: string;
                email: string;
                podcast_name: string;
                company_name: string;
                bio: string;
                vocabulary: string[];
                /** @enum {string} */
                profanity_filter: 'mask' | 'remove' | 'leave';
                /** @enum {string|null} */
                org_role: 'admin' | 'qa' | 'reviewer' | null;
                email_verified: boolean;
                two_step_enabled: boolean;
                /** @enum {string} */
                plan: 'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly';
                plan_details: {
                  /** @enum {string} */
                  plan:
                    'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly';
                  start_date: string | null;
                  next_billing_date: string | null;
                  amount: number;
                };
                transcript_used: number;
                transcript_total: number;
                audio_used: number;
                audio_total: number;
                media_content: number;
                audio_with_media_used: number;
                audio_with_media_total: number;
                created_at: string;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            current_password: string;
            new_password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              token: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/email-verification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: string;
              email_verified: boolean;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/two-step': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            enabled: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              two_step_enabled: boolean;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                organisation: {
                  id: string;
                  name: string;
                };
                /** @enum {string} */
                role: 'admin' | 'qa' | 'reviewer';
                invited_by: string | null;
                invited_at: string;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/invitations/{id}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              token: string;
              user: {
                id: string;
                email: string;
                first_name: string;
                last_name: string;
                /** @enum {string|null} */
                org_role: 'admin' | 'qa' | 'reviewer' | null;
                email_verified: boolean;
              };
              organisation: {
                id: string;
                name: string;
                slug: string;
              };
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/invitations/{id}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/up/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Multipart upload: `file` (required), `title`, `speakers` (count), `language`, `vocabulary` (names and terms, one per line or comma-separated). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Payment needed: the card was refused (PAYMENT_FAILED) or the plan's minutes are spent */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Busy or unavailable: SERVER_BUSY (with `Retry-After`), WORK_TIMED_OUT, PAYMENTS_OFF, MEDIA_TOOLS_MISSING */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/video_transcription/upload_url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          file_name: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              url: string;
              key: string;
              expires_at: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Too many attempts, or too much work waiting: try again after `Retry-After` seconds (RATE_LIMITED, ...) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/video_transcription/transcribe-user-video': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            key: string;
            title?: string;
            speakers?: number;
            language?: string;
            vocabulary?: string | string[];
            /** @enum {string} */
            profanity_filter?: 'mask' | 'remove' | 'leave';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Payment needed: the card was refused (PAYMENT_FAILED) or the plan's minutes are spent */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Busy or unavailable: SERVER_BUSY (with `Retry-After`), WORK_TIMED_OUT, PAYMENTS_OFF, MEDIA_TOOLS_MISSING */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/s2t/upload_url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          file_name: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              url: string;
              key: string;
              expires_at: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Too many attempts, or too much work waiting: try again after `Retry-After` seconds (RATE_LIMITED, ...) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/s2t/transcribe-user-audio': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            key: string;
            title?: string;
            speakers?: number;
            language?: string;
            vocabulary?: string | string[];
            /** @enum {string} */
            profanity_filter?: 'mask' | 'remove' | 'leave';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Payment needed: the card was refused (PAYMENT_FAILED) or the plan's minutes are spent */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Busy or unavailable: SERVER_BUSY (with `Retry-After`), WORK_TIMED_OUT, PAYMENTS_OFF, MEDIA_TOOLS_MISSING */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/up/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          sort?: 'date_desc' | 'date_asc' | 'title_asc' | 'title_desc';
          filter?: 'all' | 'processed' | 'unprocessed' | 'audio' | 'video';
          start?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                headline: string;
                /** @enum {string} */
                processed: 'Y' | 'N';
                display_datetime: string;
                /** @enum {string} */
                file_type: 'audio' | 'video';
                duration: number | null;
                /** @enum {string} */
                status: 'queued' | 'processing' | 'processed' | 'failed';
                /** @enum {string} */
                stage:
                  'queued' | 'normalise' | 'speech_to_text' | 'diarization' | 'paragraphs' | 'processed' | 'failed';
                progress: number;
                error: string | null;
                estimated_accuracy: number | null;
                review_complete: boolean;
              }[];
              total: number;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/up/unprocessed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              unprocessed: string[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/up/status/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              processed: 'Y' | 'N';
              /** @enum {string} */
              status: 'queued' | 'processing' | 'processed' | 'failed';
              /** @enum {string} */
              stage: 'queued' | 'normalise' | 'speech_to_text' | 'diarization' | 'paragraphs' | 'processed' | 'failed';
              progress: number;
              error: string | null;
              /** @enum {string|null} */
              profanity_filter: 'mask' | 'remove' | 'leave' | null;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/up/details/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          limit?: number;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              es_doc: {
                id: string;
                title: string;
                /** @enum {string} */
                file_type: 'audio' | 'video';
                duration: number | null;
                transcript: {
                  id: string;
                  start: number;
                  start_timestamp: string;
                  end: number;
                  end_timestamp: string;
                  speaker: string;
                  words: {
                    text: string;
                    start: number;
                    end: number;
                    confidence: number;
                    /** @default false */
                    is_removed: boolean;
                  }[];
                  /** @default [] */
                  comments: {
                    id: string;
                    comment: string;
                    start_pos: number;
                    end_pos: number;
                    highlighted_text: string;
                    created_by: {
                      first_name: string;
                    };
                    via_link?: boolean;
                  }[];
                }[];
                display_transcript: {
                  timestamp: string;
                  speaker: string;
                  text: string;
                  start: number;
                  end: number;
                }[];
                speakers: {
                  name: string;
                }[];
                processed_data: {
                  abstract: string | null;
                  headline: string | null;
                  insights: {
                    summary: string;
                    timestamp: string;
                  }[];
                  keywords: string[];
                  speakers: {
                    name: string;
                  }[];
                  entities: {
                    [key: string]: string[];
                  };
                  duration: number | null;
                  qa_research: unknown;
                };
                insight: {
                  summary: string;
                  timestamp: string;
                }[];
                abstract: string | null;
                headline: string | null;
                quotes: {
                  text: string;
                  speaker: string;
                  start: number;
                  end: number;
                  timestamp: string;
                }[];
                show_notes: string | null;
                tweet: string | null;
                caption: string | null;
                article: {
                  id: string;
                  docId: string;
                  /** @enum {string} */
                  status: 'Queued' | 'Processing' | 'Processed' | 'Failed';
                  inspiration: string;
                  context: string;
                  /** @enum {string} */
                  type: 'blog_post' | 'news' | 'recap' | 'listicle';
                  /** @enum {string} */
                  format: 'sections' | 'plain' | 'q_and_a';
                  /** @enum {string} */
                  tone: 'neutral' | 'conversational' | 'professional' | 'enthusiastic';
                  title: string | null;
                  content: string | null;
                  error: string | null;
                  /** @enum {string|null} */
                  engine: 'local' | 'llm' | null;
                  created_at: string;
                  updated_at: string;
                  stale?: boolean;
                } | null;
                media_url: string | null;
                serving_url: string | null;
                video_url: string | null;
                peaks: {
                  peaks_per_second: number;
                  values: number[];
                } | null;
                version: number | null;
                transcript_version: number;
                estimated_accuracy: number | null;
                audiogram: {
                  audiogram_id: string;
                  /** @enum {string} */
                  kind: 'audiogram' | 'reel';
                  /** @enum {string} */
                  status: 'queued' | 'rendering' | 'Processed' | 'failed';
                  progress: number;
                  error: string | null;
                  video_url: string | null;
                  download_url: string | null;
                  download_name: string | null;
                  audioFile: string | null;
                  background: string;
                  /** @enum {string} */
                  shape: 'square' | 'portrait' | 'landscape';
                  /** @enum {string|null} */
                  framing: 'crop' | 'blur' | null;
                  start: number;
                  end: number;
                  text: string;
                  speaker: string;
                  created_at: string;
                }[];
                videogram: {
                  audiogram_id: string;
                  /** @enum {string} */
                  kind: 'audiogram' | 'reel';
                  /** @enum {string} */
                  status: 'queued' | 'rendering' | 'Processed' | 'failed';
                  progress: number;
                  error: string | null;
                  video_url: string | null;
                  download_url: string | null;
                  download_name: string | null;
                  audioFile: string | null;
                  background: string;
                  /** @enum {string} */
                  shape: 'square' | 'portrait' | 'landscape';
                  /** @enum {string|null} */
                  framing: 'crop' | 'blur' | null;
                  start: number;
                  end: number;
                  text: string;
                  speaker: string;
                  created_at: string;
                }[];
              };
              fb_doc: {
                id: string;
                title: string;
                author: string;
                display_datetime: string;
                file_name: string;
                /** @enum {string} */
                file_type: 'audio' | 'video';
                /** @enum {string} */
                processed: 'Y' | 'N';
                /** @enum {string} */
                status: 'queued' | 'processing' | 'processed' | 'failed';
                /** @enum {string} */
                stage:
                  'queued' | 'normalise' | 'speech_to_text' | 'diarization' | 'paragraphs' | 'processed' | 'failed';
                progress: number;
                error: string | null;
                workflow_status: string;
                review_complete: boolean;
                updated_at: string;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/up/delete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/up/rename/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description Renames one of your files; exports and downloads are named after the new title. */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            new_title: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              id: string;
              title: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/up/download/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The original upload, named as it was sent */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/octet-stream': string;
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/up/limits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              max_bytes: number;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/up/transcript/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description `{index, text}` re-aligns one paragraph; `{version, changes, ...}` replaces runs of paragraphs (what the editor sends); `{transcript, ...}` saves the whole document. `version`, optional but for `changes`, refuses the save (409 VERSION_CONFLICT) when it is stale. Answers the runs of paragraphs the save changed. */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                /** @description The transcript version this write was made on: refused with 409 VERSION_CONFLICT when it is no longer current. Without it the write applies to the current transcript. */
                version?: number;
                index: number;
                text: string;
              }
            | {
                /** @description The version the runs of `changes` are against. */
                version: number;
                changes: {
                  at: number;
                  remove: number;
                  /** @default [] */
                  insert?: {
                    id: string;
                    start: number;
                    start_timestamp: string;
                    end: number;
                    end_timestamp: string;
                    speaker: string;
                    words: {
                      text: string;
                      start: number;
                      end: number;
                      confidence: number;
                      /** @default false */
                      is_removed?: boolean;
                    }[];
                    /** @default [] */
                    comments?: {
                      id: string;
                      comment: string;
                      start_pos: number;
                      end_pos: number;
                      highlighted_text: string;
                      created_by: {
                        first_name: string;
                      };
                    }[];
                  }[];
                }[];
                speakers?: {
                  name: string;
                }[];
                processed_data?: {
                  abstract?: string | null;
                  insights?: {
                    summary: string;
                    timestamp: string;
                  }[];
                  keywords?: string[];
                  entities?: {
                    [key: string]: string[];
                  };
                };
              }
            | {
                /** @description The version the document replaces. */
                version: number;
                transcript: {
                  id: string;
                  start: number;
                  start_timestamp: string;
                  end: number;
                  end_timestamp: string;
                  speaker: string;
                  words: {
                    text: string;
                    start: number;
                    end: number;
                    confidence: number;
                    /** @default false */
                    is_removed?: boolean;
                  }[];
                  /** @default [] */
                  comments?: {
                    id: string;
                    comment: string;
                    start_pos: number;
                    end_pos: number;
                    highlighted_text: string;
                    created_by: {
                      first_name: string;
                    };
                  }[];
                }[];
                speakers?: {
                  name: string;
                }[];
                processed_data?: {
                  abstract?: string | null;
                  insights?: {
                    summary: string;
                    timestamp: string;
                  }[];
                  keywords?: string[];
                  entities?: {
                    [key: string]: string[];
                  };
                };
              };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              version: number;
              changes: {
                at: number;
                remove: number;
                insert: {
                  id: string;
                  start: number;
                  start_timestamp: string;
                  end: number;
                  end_timestamp: string;
                  speaker: string;
                  words: {
                    text: string;
                    start: number;
                    end: number;
                    confidence: number;
                    /** @default false */
                    is_removed: boolean;
                  }[];
                  /** @default [] */
                  comments: {
                    id: string;
                    comment: string;
                    start_pos: number;
                    end_pos: number;
                    highlighted_text: string;
                    created_by: {
                      first_name: string;
                    };
                    via_link?: boolean;
                  }[];
                }[];
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/up/transcript/replace/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The transcript version this write was made on: refused with 409 VERSION_CONFLICT when it is no longer current. Without it the write applies to the current transcript. */
            version?: number;
            find: string;
            replace: string;
            /** @default false */
            case_sensitive?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              version: number;
              changes: {
                at: number;
                remove: number;
                insert: {
                  id: string;
                  start: number;
                  start_timestamp: string;
                  end: number;
                  end_timestamp: string;
                  speaker: string;
                  words: {
                    text: string;
                    start: number;
                    end: number;
                    confidence: number;
                    /** @default false */
                    is_removed: boolean;
                  }[];
                  /** @default [] */
                  comments: {
                    id: string;
                    comment: string;
                    start_pos: number;
                    end_pos: number;
                    highlighted_text: string;
                    created_by: {
                      first_name: string;
                    };
                    via_link?: boolean;
                  }[];
                }[];
              }[];
              speakers: {
                name: string;
              }[];
              processed_data: {
                abstract: string | null;
                headline: string | null;
                insights: {
                  summary: string;
                  timestamp: string;
                }[];
                keywords: string[];
                speakers: {
                  name: string;
                }[];
                entities: {
                  [key: string]: string[];
                };
                duration: number | null;
                qa_research: unknown;
              };
              replaced: number;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The work needed more memory than one worker may use (WORK_TOO_LARGE) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Too many attempts, or too much work waiting: try again after `Retry-After` seconds (RATE_LIMITED, ...) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Busy or unavailable: SERVER_BUSY (with `Retry-After`), WORK_TIMED_OUT, PAYMENTS_OFF, MEDIA_TOOLS_MISSING */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/up/speaker/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The transcript version this write was made on: refused with 409 VERSION_CONFLICT when it is no longer current. Without it the write applies to the current transcript. */
            version?: number;
            speaker: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              version: number;
              transcript: {
                id: string;
                start: number;
                start_timestamp: string;
                end: number;
                end_timestamp: string;
                speaker: string;
                words: {
                  text: string;
                  start: number;
                  end: number;
                  confidence: number;
                  /** @default false */
                  is_removed: boolean;
                }[];
                /** @default [] */
                comments: {
                  id: string;
                  comment: string;
                  start_pos: number;
                  end_pos: number;
                  highlighted_text: string;
                  created_by: {
                    first_name: string;
                  };
                  via_link?: boolean;
                }[];
              }[];
              speakers: {
                name: string;
              }[];
              processed_data: {
                abstract: string | null;
                headline: string | null;
                insights: {
                  summary: string;
                  timestamp: string;
                }[];
                keywords: string[];
                speakers: {
                  name: string;
                }[];
                entities: {
                  [key: string]: string[];
                };
                duration: number | null;
                qa_research: unknown;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The transcript version this write was made on: refused with 409 VERSION_CONFLICT when it is no longer current. Without it the write applies to the current transcript. */
            version?: number;
            speaker: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              version: number;
              transcript: {
                id: string;
                start: number;
                start_timestamp: string;
                end: number;
                end_timestamp: string;
                speaker: string;
                words: {
                  text: string;
                  start: number;
                  end: number;
                  confidence: number;
                  /** @default false */
                  is_removed: boolean;
                }[];
                /** @default [] */
                comments: {
                  id: string;
                  comment: string;
                  start_pos: number;
                  end_pos: number;
                  highlighted_text: string;
                  created_by: {
                    first_name: string;
                  };
                  via_link?: boolean;
                }[];
              }[];
              speakers: {
                name: string;
              }[];
              processed_data: {
                abstract: string | null;
                headline: string | null;
                insights: {
                  summary: string;
                  timestamp: string;
                }[];
                keywords: string[];
                speakers: {
                  name: string;
                }[];
                entities: {
                  [key: string]: string[];
                };
                duration: number | null;
                qa_research: unknown;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/up/update-speaker/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The transcript version this write was made on: refused with 409 VERSION_CONFLICT when it is no longer current. Without it the write applies to the current transcript. */
            version?: number;
            current_speaker: string;
            new_speaker: string;
            replace_all: boolean;
            index?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              version: number;
              transcript: {
                id: string;
                start: number;
                start_timestamp: string;
                end: number;
                end_timestamp: string;
                speaker: string;
                words: {
                  text: string;
                  start: number;
                  end: number;
                  confidence: number;
                  /** @default false */
                  is_removed: boolean;
                }[];
                /** @default [] */
                comments: {
                  id: string;
                  comment: string;
                  start_pos: number;
                  end_pos: number;
                  highlighted_text: string;
                  created_by: {
                    first_name: string;
                  };
                  via_link?: boolean;
                }[];
              }[];
              speakers: {
                name: string;
              }[];
              processed_data: {
                abstract: string | null;
                headline: string | null;
                insights: {
                  summary: string;
                  timestamp: string;
                }[];
                keywords: string[];
                speakers: {
                  name: string;
                }[];
                entities: {
                  [key: string]: string[];
                };
                duration: number | null;
                qa_research: unknown;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/up/processed_data/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The transcript version this write was made on: refused with 409 VERSION_CONFLICT when it is no longer current. Without it the write applies to the current transcript. */
            version?: number;
            summary?: string;
            chapters?: {
              summary: string;
              timestamp: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              version: number;
              transcript: {
                id: string;
                start: number;
                start_timestamp: string;
                end: number;
                end_timestamp: string;
                speaker: string;
                words: {
                  text: string;
                  start: number;
                  end: number;
                  confidence: number;
                  /** @default false */
                  is_removed: boolean;
                }[];
                /** @default [] */
                comments: {
                  id: string;
                  comment: string;
                  start_pos: number;
                  end_pos: number;
                  highlighted_text: string;
                  created_by: {
                    first_name: string;
                  };
                  via_link?: boolean;
                }[];
              }[];
              speakers: {
                name: string;
              }[];
              processed_data: {
                abstract: string | null;
                headline: string | null;
                insights: {
                  summary: string;
                  timestamp: string;
                }[];
                keywords: string[];
                speakers: {
                  name: string;
                }[];
                entities: {
                  [key: string]: string[];
                };
                duration: number | null;
                qa_research: unknown;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/comments/{doc}/transcript/{item}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          doc: string;
          item: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The transcript version this write was made on: refused with 409 VERSION_CONFLICT when it is no longer current. Without it the write applies to the current transcript. */
            version?: number;
            docid?: string;
            snippetId?: string;
            highlighted_text: string;
            start_pos: number;
            end_pos: number;
            comment: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              version: number;
              snippet_id: string;
              comment: {
                id: string;
                comment: string;
                start_pos: number;
                end_pos: number;
                highlighted_text: string;
                created_by: {
                  first_name: string;
                };
                via_link?: boolean;
              } | null;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/comments/{doc}/transcript/{item}/comment/{commentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          doc: string;
          item: string;
          commentId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The transcript version this write was made on: refused with 409 VERSION_CONFLICT when it is no longer current. Without it the write applies to the current transcript. */
            version?: number;
            _id?: string;
            comment: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              version: number;
              snippet_id: string;
              comment: {
                id: string;
                comment: string;
                start_pos: number;
                end_pos: number;
                highlighted_text: string;
                created_by: {
                  first_name: string;
                };
                via_link?: boolean;
              } | null;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: {
          /** @description The transcript version this write was made on: refused with 409 VERSION_CONFLICT when it is no longer current. Without it the write applies to the current transcript. */
          version?: number;
        };
        header?: never;
        path: {
          doc: string;
          item: string;
          commentId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              version: number;
              snippet_id: string;
              comment: {
                id: string;
                comment: string;
                start_pos: number;
                end_pos: number;
                highlighted_text: string;
                created_by: {
                  first_name: string;
                };
                via_link?: boolean;
              } | null;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/up/complete/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              review_complete: boolean;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/up/versions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              current_version: number | null;
              versions: {
                id: string;
                version: number;
                saved_at: string;
                saved_by_name: string | null;
                /** @enum {string} */
                kind: 'original' | 'earlier' | 'edit' | 'replace_all' | 'speakers' | 'comments' | 'restore';
                word_count: number;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/up/versions/{id}/{versionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          versionId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              version: number;
              saved_at: string;
              saved_by_name: string | null;
              /** @enum {string} */
              kind: 'original' | 'earlier' | 'edit' | 'replace_all' | 'speakers' | 'comments' | 'restore';
              word_count: number;
              transcript: {
                id: string;
                start: number;
                start_timestamp: string;
                end: number;
                end_timestamp: string;
                speaker: string;
                words: {
                  text: string;
                  start: number;
                  end: number;
                  confidence: number;
                  /** @default false */
                  is_removed: boolean;
                }[];
                /** @default [] */
                comments: {
                  id: string;
                  comment: string;
                  start_pos: number;
                  end_pos: number;
                  highlighted_text: string;
                  created_by: {
                    first_name: string;
                  };
                  via_link?: boolean;
                }[];
              }[];
              speakers: {
                name: string;
              }[];
              processed_data: {
                abstract: string | null;
                insights: {
                  summary: string;
                  timestamp: string;
                }[];
                keywords: string[];
                entities: {
                  [key: string]: string[];
                };
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/up/versions/{id}/{versionId}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description `version` is the document version the editor holds (409 VERSION_CONFLICT when stale). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          versionId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            version: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              version: number;
              transcript: {
                id: string;
                start: number;
                start_timestamp: string;
                end: number;
                end_timestamp: string;
                speaker: string;
                words: {
                  text: string;
                  start: number;
                  end: number;
                  confidence: number;
                  /** @default false */
                  is_removed: boolean;
                }[];
                /** @default [] */
                comments: {
                  id: string;
                  comment: string;
                  start_pos: number;
                  end_pos: number;
                  highlighted_text: string;
                  created_by: {
                    first_name: string;
                  };
                  via_link?: boolean;
                }[];
              }[];
              speakers: {
                name: string;
              }[];
              processed_data: {
                abstract: string | null;
                headline: string | null;
                insights: {
                  summary: string;
                  timestamp: string;
                }[];
                keywords: string[];
                speakers: {
                  name: string;
                }[];
                entities: {
                  [key: string]: string[];
                };
                duration: number | null;
                qa_research: unknown;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/storage/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description The bytes of an upload, to the signed link `GET /s2t/upload_url` gave. */
    put: {
      parameters: {
        query: {
          key: string;
          exp: number;
          max: number;
          sig: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/octet-stream': string;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              bytes: number;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/storage/object': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A media file through its signed link; ranges are served (206) so players can seek. */
    get: {
      parameters: {
        query: {
          key: string;
          exp: number;
          sig: string;
          name?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The whole file */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'audio/*': string;
            'video/*': string;
            'image/*': string;
            'application/octet-stream': string;
          };
        };
        /** @description The range asked for */
        206: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'audio/*': string;
            'video/*': string;
            'image/*': string;
            'application/octet-stream': string;
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The requested byte range is outside the file */
        416: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/up/insights/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              engine: 'local' | 'llm';
              runs: {
                /** @enum {string} */
                kind: 'summary' | 'chapters' | 'keywords' | 'entities' | 'quotes' | 'show_notes' | 'tweet' | 'caption';
                /** @enum {string} */
                status: 'queued' | 'processing' | 'processed' | 'failed';
                error: string | null;
                /** @enum {string|null} */
                engine: 'local' | 'llm' | null;
                updated_at: string;
                stale?: boolean;
                edited?: boolean;
              }[];
              processed_data: {
                abstract: string | null;
                headline: string | null;
                insights: {
                  summary: string;
                  timestamp: string;
                }[];
                keywords: string[];
                speakers: {
                  name: string;
                }[];
                entities: {
                  [key: string]: string[];
                };
                duration: number | null;
                qa_research: unknown;
              };
              contents: {
                quotes: {
                  text: string;
                  speaker: string;
                  start: number;
                  end: number;
                  timestamp: string;
                }[];
                show_notes: string | null;
                tweet: string | null;
                caption: string | null;
              };
              transcript_version: number;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/up/insights/{id}/regenerate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            kinds: ('summary' | 'chapters' | 'keywords' | 'entities' | 'quotes' | 'show_notes' | 'tweet' | 'caption')[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              runs: {
                /** @enum {string} */
                kind: 'summary' | 'chapters' | 'keywords' | 'entities' | 'quotes' | 'show_notes' | 'tweet' | 'caption';
                /** @enum {string} */
                status: 'queued' | 'processing' | 'processed' | 'failed';
                error: string | null;
                /** @enum {string|null} */
                engine: 'local' | 'llm' | null;
                updated_at: string;
                stale?: boolean;
                edited?: boolean;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Payment needed: the card was refused (PAYMENT_FAILED) or the plan's minutes are spent */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/up/processed_data/{id}/{type}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** @description Saves edited show notes, tweets, captions or an article (`article_id`, else the newest). */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          type: 'show_notes' | 'tweet' | 'caption' | 'article';
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            content: string;
            /** Format: uuid */
            article_id?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              /** @enum {string} */
              type: 'show_notes' | 'tweet' | 'caption' | 'article';
              content: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/generate/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default  */
            inspiration?: string;
            /** @default  */
            context?: string;
            /** @enum {string} */
            type: 'blog_post' | 'news' | 'recap' | 'listicle';
            /** @enum {string} */
            format: 'sections' | 'plain' | 'q_and_a';
            /** @enum {string} */
            tone: 'neutral' | 'conversational' | 'professional' | 'enthusiastic';
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              status: 'Queued' | 'Processing' | 'Processed' | 'Failed';
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Payment needed: the card was refused (PAYMENT_FAILED) or the plan's minutes are spent */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Too many attempts, or too much work waiting: try again after `Retry-After` seconds (RATE_LIMITED, ...) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/status/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              status: 'Queued' | 'Processing' | 'Processed' | 'Failed';
              error: string | null;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/article/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              docId: string;
              /** @enum {string} */
              status: 'Queued' | 'Processing' | 'Processed' | 'Failed';
              inspiration: string;
              context: string;
              /** @enum {string} */
              type: 'blog_post' | 'news' | 'recap' | 'listicle';
              /** @enum {string} */
              format: 'sections' | 'plain' | 'q_and_a';
              /** @enum {string} */
              tone: 'neutral' | 'conversational' | 'professional' | 'enthusiastic';
              title: string | null;
              content: string | null;
              error: string | null;
              /** @enum {string|null} */
              engine: 'local' | 'llm' | null;
              created_at: string;
              updated_at: string;
              stale?: boolean;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/article/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                docId: string;
                /** @enum {string} */
                status: 'Queued' | 'Processing' | 'Processed' | 'Failed';
                inspiration: string;
                context: string;
                /** @enum {string} */
                type: 'blog_post' | 'news' | 'recap' | 'listicle';
                /** @enum {string} */
                format: 'sections' | 'plain' | 'q_and_a';
                /** @enum {string} */
                tone: 'neutral' | 'conversational' | 'professional' | 'enthusiastic';
                title: string | null;
                content: string | null;
                error: string | null;
                /** @enum {string|null} */
                engine: 'local' | 'llm' | null;
                created_at: string;
                updated_at: string;
                stale?: boolean;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audiogram/backgrounds/{id}/preview.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A small picture of the background */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'image/png': string;
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audiogram/backgrounds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              backgrounds: {
                id: string;
                name: string;
                /** @enum {string} */
                kind: 'colour' | 'gradient' | 'image';
                preview_url: string;
              }[];
              default_id: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audiogram/update-background/{docId}/{backgroundId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          docId: string;
          backgroundId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              background: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audiogram/from-quotes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            quotes?: number[];
            passages?: {
              start: number;
              end: number;
            }[];
            /**
             * @default audiogram
             * @enum {string}
             */
            kind?: 'audiogram' | 'reel';
            /**
             * @default square
             * @enum {string}
             */
            shape?: 'square' | 'portrait' | 'landscape';
            background?: string;
            /**
             * @default blur
             * @enum {string}
             */
            framing?: 'crop' | 'blur';
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              queued: {
                audiogram_id: string;
                /** @enum {string} */
                kind: 'audiogram' | 'reel';
                /** @enum {string} */
                status: 'queued' | 'rendering' | 'Processed' | 'failed';
                progress: number;
                error: string | null;
                video_url: string | null;
                download_url: string | null;
                download_name: string | null;
                audioFile: string | null;
                background: string;
                /** @enum {string} */
                shape: 'square' | 'portrait' | 'landscape';
                /** @enum {string|null} */
                framing: 'crop' | 'blur' | null;
                start: number;
                end: number;
                text: string;
                speaker: string;
                created_at: string;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Payment needed: the card was refused (PAYMENT_FAILED) or the plan's minutes are spent */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audiogram/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              audiogram: {
                audiogram_id: string;
                /** @enum {string} */
                kind: 'audiogram' | 'reel';
                /** @enum {string} */
                status: 'queued' | 'rendering' | 'Processed' | 'failed';
                progress: number;
                error: string | null;
                video_url: string | null;
                download_url: string | null;
                download_name: string | null;
                audioFile: string | null;
                background: string;
                /** @enum {string} */
                shape: 'square' | 'portrait' | 'landscape';
                /** @enum {string|null} */
                framing: 'crop' | 'blur' | null;
                start: number;
                end: number;
                text: string;
                speaker: string;
                created_at: string;
              }[];
              videogram: {
                audiogram_id: string;
                /** @enum {string} */
                kind: 'audiogram' | 'reel';
                /** @enum {string} */
                status: 'queued' | 'rendering' | 'Processed' | 'failed';
                progress: number;
                error: string | null;
                video_url: string | null;
                download_url: string | null;
                download_name: string | null;
                audioFile: string | null;
                background: string;
                /** @enum {string} */
                shape: 'square' | 'portrait' | 'landscape';
                /** @enum {string|null} */
                framing: 'crop' | 'blur' | null;
                start: number;
                end: number;
                text: string;
                speaker: string;
                created_at: string;
              }[];
              background: string;
              can_make_reels: boolean;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audiogram/{id}/{clipId}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          clipId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              audiogram_id: string;
              /** @enum {string} */
              kind: 'audiogram' | 'reel';
              /** @enum {string} */
              status: 'queued' | 'rendering' | 'Processed' | 'failed';
              progress: number;
              error: string | null;
              video_url: string | null;
              download_url: string | null;
              download_name: string | null;
              audioFile: string | null;
              background: string;
              /** @enum {string} */
              shape: 'square' | 'portrait' | 'landscape';
              /** @enum {string|null} */
              framing: 'crop' | 'blur' | null;
              start: number;
              end: number;
              text: string;
              speaker: string;
              created_at: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Payment needed: the card was refused (PAYMENT_FAILED) or the plan's minutes are spent */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audiogram/{id}/{clipId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          clipId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/up/edit-render/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              status: 'queued' | 'rendering' | 'Processed' | 'failed';
              progress: number;
              /** @enum {string} */
              format: 'mp3' | 'wav' | 'm4a' | 'mp4';
              version: number;
              duration: number;
              url: string | null;
              /** @enum {string|null} */
              loudness_target: 'podcast' | 'video' | null;
              loudness: number | null;
              error: string | null;
              created_at: string;
            }[];
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            format: 'mp3' | 'wav' | 'm4a' | 'mp4';
            version: number;
            remove_fillers?: boolean;
            filler_words?: string[];
            max_pause_ms?: number;
            /** @enum {string|null} */
            loudness?: 'podcast' | 'video' | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              status: 'queued' | 'rendering' | 'Processed' | 'failed';
              progress: number;
              /** @enum {string} */
              format: 'mp3' | 'wav' | 'm4a' | 'mp4';
              version: number;
              duration: number;
              url: string | null;
              /** @enum {string|null} */
              loudness_target: 'podcast' | 'video' | null;
              loudness: number | null;
              error: string | null;
              created_at: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Payment needed: the card was refused (PAYMENT_FAILED) or the plan's minutes are spent */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/up/edit-render/{id}/{renderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          renderId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/plans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              plans: {
                /** @enum {string} */
                id: 'free' | 'hobbyist' | 'professional';
                name: string;
                description: string;
                price: {
                  monthly: number;
                  yearly: number;
                };
                minutes: number;
                media_minutes: number;
                features: string[];
                maxFileSize: number | null;
                maxFileLength: number | null;
                editingFeatures: string[];
              }[];
              packs: {
                /** @enum {string} */
                id: 'written_120' | 'media_120';
                name: string;
                price: number;
                minutes: number;
                /** @enum {string} */
                tier: 'limited' | 'full';
              }[];
              currency: string;
              test_mode: boolean;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              plan: 'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly';
              start_date: string | null;
              next_billing_date: string | null;
              amount: number;
              /** @enum {string|null} */
              pending_plan:
                'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly' | null;
              invoices: {
                invoice_id: string;
                invoice_date: string;
                invoice_pdf: string;
                amount_paid: number;
                amount: number;
                amount_refunded: number;
                /** @enum {string} */
                status: 'paid' | 'partially_refunded' | 'refunded' | 'disputed' | 'dispute_lost';
                currency: string;
                description: string;
              }[];
              invoice_amount: number;
              cards: {
                id: string;
                brand: string;
                last4: string;
                exp_month: number;
                exp_year: number;
                default: boolean;
                usable: boolean;
              }[];
              open_payment: {
                description: string;
                started_at: string;
              } | null;
              test_mode: boolean;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/coupon': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            coupon_code: string;
            /** @enum {string} */
            plan: 'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              coupon_code: string;
              discountPercent: number;
              discountPeriod: number;
              /** @enum {string} */
              duration: 'once' | 'repeating' | 'forever';
              discountMonths: number | null;
              summary: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            plan: 'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly';
            coupon_code?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              plan: 'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly';
              /** @enum {string} */
              change: 'upgrade' | 'downgrade' | 'same';
              period_start: string;
              period_end: string;
              price: number;
              discount: number;
              credit: number;
              amount_due: number;
              coupon: {
                coupon_code: string;
                discountPercent: number;
                discountPeriod: number;
                /** @enum {string} */
                duration: 'once' | 'repeating' | 'forever';
                discountMonths: number | null;
                summary: string;
              } | null;
              credit_note: string | null;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payment/subscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            plan: 'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly';
            token_id?: string;
            default_card?: boolean;
            coupon_code?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              account: {
                /** @enum {string} */
                plan: 'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly';
                start_date: string | null;
                next_billing_date: string | null;
                amount: number;
                /** @enum {string|null} */
                pending_plan:
                  | 'free'
                  | 'hobbyist_monthly'
                  | 'hobbyist_yearly'
                  | 'professional_monthly'
                  | 'professional_yearly'
                  | null;
                invoices: {
                  invoice_id: string;
                  invoice_date: string;
                  invoice_pdf: string;
                  amount_paid: number;
                  amount: number;
                  amount_refunded: number;
                  /** @enum {string} */
                  status: 'paid' | 'partially_refunded' | 'refunded' | 'disputed' | 'dispute_lost';
                  currency: string;
                  description: string;
                }[];
                invoice_amount: number;
                cards: {
                  id: string;
                  brand: string;
                  last4: string;
                  exp_month: number;
                  exp_year: number;
                  default: boolean;
                  usable: boolean;
                }[];
                open_payment: {
                  description: string;
                  started_at: string;
                } | null;
                test_mode: boolean;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Payment needed: the card was refused (PAYMENT_FAILED) or the plan's minutes are spent */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Busy or unavailable: SERVER_BUSY (with `Retry-After`), WORK_TIMED_OUT, PAYMENTS_OFF, MEDIA_TOOLS_MISSING */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: {
          'idempotency-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token_id?: string;
            default_card?: boolean;
            plan?:
              | ('written_120' | 'media_120')
              | ('free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly');
            add_on?: number;
            cancel?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              invoices: {
                invoice_id: string;
                invoice_date: string;
                invoice_pdf: string;
                amount_paid: number;
                amount: number;
                amount_refunded: number;
                /** @enum {string} */
                status: 'paid' | 'partially_refunded' | 'refunded' | 'disputed' | 'dispute_lost';
                currency: string;
                description: string;
              }[];
              account: {
                /** @enum {string} */
                plan: 'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly';
                start_date: string | null;
                next_billing_date: string | null;
                amount: number;
                /** @enum {string|null} */
                pending_plan:
                  | 'free'
                  | 'hobbyist_monthly'
                  | 'hobbyist_yearly'
                  | 'professional_monthly'
                  | 'professional_yearly'
                  | null;
                invoices: {
                  invoice_id: string;
                  invoice_date: string;
                  invoice_pdf: string;
                  amount_paid: number;
                  amount: number;
                  amount_refunded: number;
                  /** @enum {string} */
                  status: 'paid' | 'partially_refunded' | 'refunded' | 'disputed' | 'dispute_lost';
                  currency: string;
                  description: string;
                }[];
                invoice_amount: number;
                cards: {
                  id: string;
                  brand: string;
                  last4: string;
                  exp_month: number;
                  exp_year: number;
                  default: boolean;
                  usable: boolean;
                }[];
                open_payment: {
                  description: string;
                  started_at: string;
                } | null;
                test_mode: boolean;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Payment needed: the card was refused (PAYMENT_FAILED) or the plan's minutes are spent */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Busy or unavailable: SERVER_BUSY (with `Retry-After`), WORK_TIMED_OUT, PAYMENTS_OFF, MEDIA_TOOLS_MISSING */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/cards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            token_id: string;
            default?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              plan: 'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly';
              start_date: string | null;
              next_billing_date: string | null;
              amount: number;
              /** @enum {string|null} */
              pending_plan:
                'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly' | null;
              invoices: {
                invoice_id: string;
                invoice_date: string;
                invoice_pdf: string;
                amount_paid: number;
                amount: number;
                amount_refunded: number;
                /** @enum {string} */
                status: 'paid' | 'partially_refunded' | 'refunded' | 'disputed' | 'dispute_lost';
                currency: string;
                description: string;
              }[];
              invoice_amount: number;
              cards: {
                id: string;
                brand: string;
                last4: string;
                exp_month: number;
                exp_year: number;
                default: boolean;
                usable: boolean;
              }[];
              open_payment: {
                description: string;
                started_at: string;
              } | null;
              test_mode: boolean;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Payment needed: the card was refused (PAYMENT_FAILED) or the plan's minutes are spent */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Busy or unavailable: SERVER_BUSY (with `Retry-After`), WORK_TIMED_OUT, PAYMENTS_OFF, MEDIA_TOOLS_MISSING */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/cards/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              plan: 'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly';
              start_date: string | null;
              next_billing_date: string | null;
              amount: number;
              /** @enum {string|null} */
              pending_plan:
                'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly' | null;
              invoices: {
                invoice_id: string;
                invoice_date: string;
                invoice_pdf: string;
                amount_paid: number;
                amount: number;
                amount_refunded: number;
                /** @enum {string} */
                status: 'paid' | 'partially_refunded' | 'refunded' | 'disputed' | 'dispute_lost';
                currency: string;
                description: string;
              }[];
              invoice_amount: number;
              cards: {
                id: string;
                brand: string;
                last4: string;
                exp_month: number;
                exp_year: number;
                default: boolean;
                usable: boolean;
              }[];
              open_payment: {
                description: string;
                started_at: string;
              } | null;
              test_mode: boolean;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Busy or unavailable: SERVER_BUSY (with `Retry-After`), WORK_TIMED_OUT, PAYMENTS_OFF, MEDIA_TOOLS_MISSING */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/cards/{id}/default': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              plan: 'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly';
              start_date: string | null;
              next_billing_date: string | null;
              amount: number;
              /** @enum {string|null} */
              pending_plan:
                'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly' | null;
              invoices: {
                invoice_id: string;
                invoice_date: string;
                invoice_pdf: string;
                amount_paid: number;
                amount: number;
                amount_refunded: number;
                /** @enum {string} */
                status: 'paid' | 'partially_refunded' | 'refunded' | 'disputed' | 'dispute_lost';
                currency: string;
                description: string;
              }[];
              invoice_amount: number;
              cards: {
                id: string;
                brand: string;
                last4: string;
                exp_month: number;
                exp_year: number;
                default: boolean;
                usable: boolean;
              }[];
              open_payment: {
                description: string;
                started_at: string;
              } | null;
              test_mode: boolean;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Busy or unavailable: SERVER_BUSY (with `Retry-After`), WORK_TIMED_OUT, PAYMENTS_OFF, MEDIA_TOOLS_MISSING */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/invoices/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          uid: string;
          exp: number;
          sig: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The invoice as a PDF */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/pdf': string;
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The work needed more memory than one worker may use (WORK_TOO_LARGE) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Too many attempts, or too much work waiting: try again after `Retry-After` seconds (RATE_LIMITED, ...) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Busy or unavailable: SERVER_BUSY (with `Retry-After`), WORK_TIMED_OUT, PAYMENTS_OFF, MEDIA_TOOLS_MISSING */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description The payment processor's events, verified by their signature. */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description t=<seconds>,v1=<HMAC-SHA256 of "t.body"> */
          'stripe-signature'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id: string;
            /** @description charge.succeeded, charge.refunded, charge.dispute.*; others are acknowledged only */
            type: string;
            data: {
              object: {
                [key: string]: unknown;
              };
            } & {
              [key: string]: unknown;
            };
          } & {
            [key: string]: unknown;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              received: true;
              duplicate: boolean;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Busy or unavailable: SERVER_BUSY (with `Retry-After`), WORK_TIMED_OUT, PAYMENTS_OFF, MEDIA_TOOLS_MISSING */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/up/export/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The transcript as a file (`content-disposition`: title.extension); errors are JSON. */
    get: {
      parameters: {
        query: {
          format:
            | 'txt'
            | 'docx'
            | 'pdf'
            | 'srt'
            | 'vtt'
            | 'json'
            | 'md'
            | 'html'
            | 'csv'
            | 'podcast-transcript'
            | 'podcast-chapters'
            | 'youtube-chapters'
            | 'edl'
            | 'fcpxml'
            | 'xmeml'
            | 'otio';
          speakers?: boolean | ('0' | '1' | 'true' | 'false' | 'on' | 'off');
          timestamps?: boolean | ('0' | '1' | 'true' | 'false' | 'on' | 'off');
          struck?: boolean | ('0' | '1' | 'true' | 'false' | 'on' | 'off');
          max_chars_per_line?: number;
          max_lines_per_cue?: number;
          max_cue_seconds?: number;
          timeline?: 'original' | 'edited';
          max_pause_ms?: number;
          parts?: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The transcript in the format asked for */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/plain; charset=utf-8': string;
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document': string;
            'application/pdf': string;
            'application/x-subrip; charset=utf-8': string;
            'text/vtt; charset=utf-8': string;
            'application/json; charset=utf-8': string;
            'text/markdown; charset=utf-8': string;
            'text/html; charset=utf-8': string;
            'text/csv; charset=utf-8': string;
            'application/json+chapters; charset=utf-8': string;
            'application/xml; charset=utf-8': string;
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The work needed more memory than one worker may use (WORK_TOO_LARGE) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Too many attempts, or too much work waiting: try again after `Retry-After` seconds (RATE_LIMITED, ...) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Busy or unavailable: SERVER_BUSY (with `Retry-After`), WORK_TIMED_OUT, PAYMENTS_OFF, MEDIA_TOOLS_MISSING */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/up/bulk-download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            docId: string;
            params: {
              summary: boolean;
              quotes: boolean;
              chapters: boolean;
              transcript: boolean;
              audiogram: boolean;
              videoreels: boolean;
              /** @default false */
              edited?: boolean;
              /**
               * @default false
               * @enum {boolean}
               */
              article?: false;
              /**
               * @default false
               * @enum {boolean}
               */
              show_notes?: false;
              /**
               * @default false
               * @enum {boolean}
               */
              tweet?: false;
              /**
               * @default false
               * @enum {boolean}
               */
              caption?: false;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              url: string;
              file_name: string;
              included: string[];
              missing: string[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/up/bulk-download/zip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The zip of a bulk download; only through the signed link `POST /up/bulk-download` answers. */
    get: {
      parameters: {
        query: {
          uid: string;
          doc: string;
          parts: string;
          exp: number;
          sig: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The files of the bulk download */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/zip': string;
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The work needed more memory than one worker may use (WORK_TOO_LARGE) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Too many attempts, or too much work waiting: try again after `Retry-After` seconds (RATE_LIMITED, ...) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Busy or unavailable: SERVER_BUSY (with `Retry-After`), WORK_TIMED_OUT, PAYMENTS_OFF, MEDIA_TOOLS_MISSING */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/transcript/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The paragraphs from `start` (default 25), at most `limit` (default and most 1000). */
    get: {
      parameters: {
        query?: {
          start?: number;
          limit?: number;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              snippets: {
                id: string;
                start: number;
                start_timestamp: string;
                end: number;
                end_timestamp: string;
                speaker: string;
                words: {
                  text: string;
                  start: number;
                  end: number;
                  confidence: number;
                  /** @default false */
                  is_removed: boolean;
                }[];
                /** @default [] */
                comments: {
                  id: string;
                  comment: string;
                  start_pos: number;
                  end_pos: number;
                  highlighted_text: string;
                  created_by: {
                    first_name: string;
                  };
                  via_link?: boolean;
                }[];
              }[];
              total: number;
              start: number;
              version: number;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/enterprise/transcript/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Saves the whole transcript in the compact form; answers as `PUT /up/transcript/{id}`. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The transcript version this write was made on: refused with 409 VERSION_CONFLICT when it is no longer current. Without it the write applies to the current transcript. */
            version?: number;
            tr: {
              id: string;
              sp: string;
              st: number;
              e: number;
              w: {
                t: string;
                st: number;
                e: number;
                c: number;
                /** @default false */
                d?: boolean;
              }[];
            }[];
            insights?: {
              summary: string;
              timestamp: string;
            }[];
            keywords?: string[];
            speakers?: {
              name: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              version: number;
              transcript: {
                id: string;
                start: number;
                start_timestamp: string;
                end: number;
                end_timestamp: string;
                speaker: string;
                words: {
                  text: string;
                  start: number;
                  end: number;
                  confidence: number;
                  /** @default false */
                  is_removed: boolean;
                }[];
                /** @default [] */
                comments: {
                  id: string;
                  comment: string;
                  start_pos: number;
                  end_pos: number;
                  highlighted_text: string;
                  created_by: {
                    first_name: string;
                  };
                  via_link?: boolean;
                }[];
              }[];
              speakers: {
                name: string;
              }[];
              processed_data: {
                abstract: string | null;
                headline: string | null;
                insights: {
                  summary: string;
                  timestamp: string;
                }[];
                keywords: string[];
                speakers: {
                  name: string;
                }[];
                entities: {
                  [key: string]: string[];
                };
                duration: number | null;
                qa_research: unknown;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/transcript/export/{id}/{format}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The transcript as a file, as `GET /v2/up/export/{id}` with the format in the path. */
    get: {
      parameters: {
        query?: {
          speakers?: boolean | ('0' | '1' | 'true' | 'false' | 'on' | 'off');
          timestamps?: boolean | ('0' | '1' | 'true' | 'false' | 'on' | 'off');
          struck?: boolean | ('0' | '1' | 'true' | 'false' | 'on' | 'off');
          max_chars_per_line?: number;
          max_lines_per_cue?: number;
          max_cue_seconds?: number;
          timeline?: 'original' | 'edited';
          max_pause_ms?: number;
          parts?: string;
        };
        header?: never;
        path: {
          id: string;
          format:
            | 'txt'
            | 'docx'
            | 'pdf'
            | 'srt'
            | 'vtt'
            | 'json'
            | 'md'
            | 'html'
            | 'csv'
            | 'podcast-transcript'
            | 'podcast-chapters'
            | 'youtube-chapters'
            | 'edl'
            | 'fcpxml'
            | 'xmeml'
            | 'otio';
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The transcript in the format asked for */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/plain; charset=utf-8': string;
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document': string;
            'application/pdf': string;
            'application/x-subrip; charset=utf-8': string;
            'text/vtt; charset=utf-8': string;
            'application/json; charset=utf-8': string;
            'text/markdown; charset=utf-8': string;
            'text/html; charset=utf-8': string;
            'text/csv; charset=utf-8': string;
            'application/json+chapters; charset=utf-8': string;
            'application/xml; charset=utf-8': string;
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The work needed more memory than one worker may use (WORK_TOO_LARGE) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Too many attempts, or too much work waiting: try again after `Retry-After` seconds (RATE_LIMITED, ...) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Busy or unavailable: SERVER_BUSY (with `Retry-After`), WORK_TIMED_OUT, PAYMENTS_OFF, MEDIA_TOOLS_MISSING */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/workflow': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          processing_status?: 'all' | 'processing' | 'processed' | 'failed';
          workflow_status?: string;
          text?: string;
          sort_by?: 'created_at' | 'updated_at' | 'title' | 'workflow_status';
          sort_order?: 'asc' | 'desc';
          start?: number;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                title: string;
                /** @enum {string} */
                file_type: 'audio' | 'video';
                duration: number | null;
                /** @enum {string} */
                processing_status: 'queued' | 'processing' | 'processed' | 'failed';
                /** @enum {string} */
                stage:
                  'queued' | 'normalise' | 'speech_to_text' | 'diarization' | 'paragraphs' | 'processed' | 'failed';
                progress: number;
                error: string | null;
                /** @enum {string} */
                workflow_status: 'Not_Started' | 'First_Review' | 'QA_Review' | 'Compliance' | 'Publication';
                special_status: string | null;
                review_complete: boolean;
                assignees: {
                  id: string;
                  name: string;
                  email: string;
                }[];
                editing_start_time: string | null;
                public_url: string | null;
                public_url_original: string | null;
                revision: number;
                created_at: string;
                updated_at: string;
              }[];
              total: number;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    /** @description Multipart upload with the fields of `POST /v1/up/save`; the file becomes a workflow. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Payment needed: the card was refused (PAYMENT_FAILED) or the plan's minutes are spent */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Busy or unavailable: SERVER_BUSY (with `Retry-After`), WORK_TIMED_OUT, PAYMENTS_OFF, MEDIA_TOOLS_MISSING */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/workflow/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              title: string;
              /** @enum {string} */
              file_type: 'audio' | 'video';
              duration: number | null;
              /** @enum {string} */
              processing_status: 'queued' | 'processing' | 'processed' | 'failed';
              /** @enum {string} */
              stage: 'queued' | 'normalise' | 'speech_to_text' | 'diarization' | 'paragraphs' | 'processed' | 'failed';
              progress: number;
              error: string | null;
              /** @enum {string} */
              workflow_status: 'Not_Started' | 'First_Review' | 'QA_Review' | 'Compliance' | 'Publication';
              special_status: string | null;
              review_complete: boolean;
              assignees: {
                id: string;
                name: string;
                email: string;
              }[];
              editing_start_time: string | null;
              public_url: string | null;
              public_url_original: string | null;
              revision: number;
              created_at: string;
              updated_at: string;
              transcript: {
                transcript: {
                  id: string;
                  start: number;
                  start_timestamp: string;
                  end: number;
                  end_timestamp: string;
                  speaker: string;
                  words: {
                    text: string;
                    start: number;
                    end: number;
                    confidence: number;
                    /** @default false */
                    is_removed: boolean;
                  }[];
                  /** @default [] */
                  comments: {
                    id: string;
                    comment: string;
                    start_pos: number;
                    end_pos: number;
                    highlighted_text: string;
                    created_by: {
                      first_name: string;
                    };
                    via_link?: boolean;
                  }[];
                }[];
                updated_at: string;
              } | null;
              processed_data: {
                abstract: string | null;
                headline: string | null;
                insights: {
                  summary: string;
                  timestamp: string;
                }[];
                keywords: string[];
                speakers: {
                  name: string;
                }[];
                entities: {
                  [key: string]: string[];
                };
                duration: number | null;
                qa_research: unknown;
              } | null;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/workflow/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                /** @enum {string} */
                action:
                  | 'uploaded'
                  | 'status'
                  | 'special_status'
                  | 'assigned'
                  | 'unassigned'
                  | 'qa_takeover'
                  | 'review_submitted'
                  | 'validated'
                  | 'completed'
                  | 'renamed'
                  | 'copied'
                  | 'reprocessed'
                  | 'deleted'
                  | 'speakers'
                  | 'link_decision';
                actor: {
                  id: string;
                  name: string;
                } | null;
                from: string | null;
                to: string | null;
                override: boolean;
                auto: boolean;
                via_link?: {
                  name: string;
                  note: string | null;
                } | null;
                at: string;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/workflow/{id}/copy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default 1 */
            num_copies?: number;
            /** @default 1 */
            start_index?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              ids: string[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/workflow/{id}/reprocess': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * @default all
             * @enum {string}
             */
            type?: 'all' | 'speakers' | 'insights';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/workflow/{id}/rename': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            revision?: number;
            new_title: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              workflow: {
                id: string;
                title: string;
                /** @enum {string} */
                file_type: 'audio' | 'video';
                duration: number | null;
                /** @enum {string} */
                processing_status: 'queued' | 'processing' | 'processed' | 'failed';
                /** @enum {string} */
                stage:
                  'queued' | 'normalise' | 'speech_to_text' | 'diarization' | 'paragraphs' | 'processed' | 'failed';
                progress: number;
                error: string | null;
                /** @enum {string} */
                workflow_status: 'Not_Started' | 'First_Review' | 'QA_Review' | 'Compliance' | 'Publication';
                special_status: string | null;
                review_complete: boolean;
                assignees: {
                  id: string;
                  name: string;
                  email: string;
                }[];
                editing_start_time: string | null;
                public_url: string | null;
                public_url_original: string | null;
                revision: number;
                created_at: string;
                updated_at: string;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/workflow/{id}/workflow_status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            revision?: number;
            /** @enum {string} */
            workflow_status: 'Not_Started' | 'First_Review' | 'QA_Review' | 'Compliance' | 'Publication';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              workflow: {
                id: string;
                title: string;
                /** @enum {string} */
                file_type: 'audio' | 'video';
                duration: number | null;
                /** @enum {string} */
                processing_status: 'queued' | 'processing' | 'processed' | 'failed';
                /** @enum {string} */
                stage:
                  'queued' | 'normalise' | 'speech_to_text' | 'diarization' | 'paragraphs' | 'processed' | 'failed';
                progress: number;
                error: string | null;
                /** @enum {string} */
                workflow_status: 'Not_Started' | 'First_Review' | 'QA_Review' | 'Compliance' | 'Publication';
                special_status: string | null;
                review_complete: boolean;
                assignees: {
                  id: string;
                  name: string;
                  email: string;
                }[];
                editing_start_time: string | null;
                public_url: string | null;
                public_url_original: string | null;
                revision: number;
                created_at: string;
                updated_at: string;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/workflows/update_status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            workflow_ids: string[];
            /** @enum {string} */
            workflow_status: 'Not_Started' | 'First_Review' | 'QA_Review' | 'Compliance' | 'Publication';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              updated: string[];
              skipped: {
                id: string;
                reason: string;
              }[];
              message: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/workflows/update_special_status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            workflow_ids: string[];
            special_status: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              updated: string[];
              skipped: {
                id: string;
                reason: string;
              }[];
              message: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/workflow/{id}/validate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            validate: boolean;
            /** Format: uuid */
            user_id?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/workflow/{id}/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              workflow: {
                id: string;
                title: string;
                /** @enum {string} */
                file_type: 'audio' | 'video';
                duration: number | null;
                /** @enum {string} */
                processing_status: 'queued' | 'processing' | 'processed' | 'failed';
                /** @enum {string} */
                stage:
                  'queued' | 'normalise' | 'speech_to_text' | 'diarization' | 'paragraphs' | 'processed' | 'failed';
                progress: number;
                error: string | null;
                /** @enum {string} */
                workflow_status: 'Not_Started' | 'First_Review' | 'QA_Review' | 'Compliance' | 'Publication';
                special_status: string | null;
                review_complete: boolean;
                assignees: {
                  id: string;
                  name: string;
                  email: string;
                }[];
                editing_start_time: string | null;
                public_url: string | null;
                public_url_original: string | null;
                revision: number;
                created_at: string;
                updated_at: string;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/workflow/{id}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              workflow: {
                id: string;
                title: string;
                /** @enum {string} */
                file_type: 'audio' | 'video';
                duration: number | null;
                /** @enum {string} */
                processing_status: 'queued' | 'processing' | 'processed' | 'failed';
                /** @enum {string} */
                stage:
                  'queued' | 'normalise' | 'speech_to_text' | 'diarization' | 'paragraphs' | 'processed' | 'failed';
                progress: number;
                error: string | null;
                /** @enum {string} */
                workflow_status: 'Not_Started' | 'First_Review' | 'QA_Review' | 'Compliance' | 'Publication';
                special_status: string | null;
                review_complete: boolean;
                assignees: {
                  id: string;
                  name: string;
                  email: string;
                }[];
                editing_start_time: string | null;
                public_url: string | null;
                public_url_original: string | null;
                revision: number;
                created_at: string;
                updated_at: string;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/workflow/qa_takeover': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            workflow_ids: string[];
            /** @default false */
            je_completion?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              updated: string[];
              skipped: {
                id: string;
                reason: string;
              }[];
              message: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/workflow/assign_member': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            workflow_ids: string[];
            /** Format: uuid */
            assignee: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              updated: string[];
              skipped: {
                id: string;
                reason: string;
              }[];
              message: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/workflow/{id}/assignee': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            revision?: number;
            /** Format: uuid */
            user_id: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              workflow: {
                id: string;
                title: string;
                /** @enum {string} */
                file_type: 'audio' | 'video';
                duration: number | null;
                /** @enum {string} */
                processing_status: 'queued' | 'processing' | 'processed' | 'failed';
                /** @enum {string} */
                stage:
                  'queued' | 'normalise' | 'speech_to_text' | 'diarization' | 'paragraphs' | 'processed' | 'failed';
                progress: number;
                error: string | null;
                /** @enum {string} */
                workflow_status: 'Not_Started' | 'First_Review' | 'QA_Review' | 'Compliance' | 'Publication';
                special_status: string | null;
                review_complete: boolean;
                assignees: {
                  id: string;
                  name: string;
                  email: string;
                }[];
                editing_start_time: string | null;
                public_url: string | null;
                public_url_original: string | null;
                revision: number;
                created_at: string;
                updated_at: string;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    /** @description Takes a member off the workflow: `{user_id, revision?}` in the JSON body. */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            revision?: number;
            /** Format: uuid */
            user_id: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              workflow: {
                id: string;
                title: string;
                /** @enum {string} */
                file_type: 'audio' | 'video';
                duration: number | null;
                /** @enum {string} */
                processing_status: 'queued' | 'processing' | 'processed' | 'failed';
                /** @enum {string} */
                stage:
                  'queued' | 'normalise' | 'speech_to_text' | 'diarization' | 'paragraphs' | 'processed' | 'failed';
                progress: number;
                error: string | null;
                /** @enum {string} */
                workflow_status: 'Not_Started' | 'First_Review' | 'QA_Review' | 'Compliance' | 'Publication';
                special_status: string | null;
                review_complete: boolean;
                assignees: {
                  id: string;
                  name: string;
                  email: string;
                }[];
                editing_start_time: string | null;
                public_url: string | null;
                public_url_original: string | null;
                revision: number;
                created_at: string;
                updated_at: string;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/workflow/{id}/speakers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The transcript version this write was made on: refused with 409 VERSION_CONFLICT when it is no longer current. Without it the write applies to the current transcript. */
            version?: number;
            speakers: {
              name: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              version: number;
              transcript: {
                id: string;
                start: number;
                start_timestamp: string;
                end: number;
                end_timestamp: string;
                speaker: string;
                words: {
                  text: string;
                  start: number;
                  end: number;
                  confidence: number;
                  /** @default false */
                  is_removed: boolean;
                }[];
                /** @default [] */
                comments: {
                  id: string;
                  comment: string;
                  start_pos: number;
                  end_pos: number;
                  highlighted_text: string;
                  created_by: {
                    first_name: string;
                  };
                  via_link?: boolean;
                }[];
              }[];
              speakers: {
                name: string;
              }[];
              processed_data: {
                abstract: string | null;
                headline: string | null;
                insights: {
                  summary: string;
                  timestamp: string;
                }[];
                keywords: string[];
                speakers: {
                  name: string;
                }[];
                entities: {
                  [key: string]: string[];
                };
                duration: number | null;
                qa_research: unknown;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/organisations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              organisation: {
                id: string;
                name: string;
                slug: string;
              };
              token: string;
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/organisation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              organisation: {
                id: string;
                name: string;
                slug: string;
              };
              /** @enum {string} */
              role: 'admin' | 'qa' | 'reviewer';
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              organisation: {
                id: string;
                name: string;
                slug: string;
              };
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/organisation/leave': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              token: string;
              user: {
                id: string;
                email: string;
                first_name: string;
                last_name: string;
                /** @enum {string|null} */
                org_role: 'admin' | 'qa' | 'reviewer' | null;
                email_verified: boolean;
              };
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/valid-users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                email: string;
                /** @enum {string} */
                role: 'admin' | 'qa' | 'reviewer';
                joined: boolean;
                /** @enum {string} */
                status: 'invited' | 'joined' | 'declined' | 'left';
                created_at: string;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            /** @enum {string} */
            role: 'admin' | 'qa' | 'reviewer';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              email: string;
              /** @enum {string} */
              role: 'admin' | 'qa' | 'reviewer';
              joined: boolean;
              /** @enum {string} */
              status: 'invited' | 'joined' | 'declined' | 'left';
              created_at: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/valid-users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            /** @enum {string} */
            role: 'admin' | 'qa' | 'reviewer';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              email: string;
              /** @enum {string} */
              role: 'admin' | 'qa' | 'reviewer';
              joined: boolean;
              /** @enum {string} */
              status: 'invited' | 'joined' | 'declined' | 'left';
              created_at: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/valid-users/{id}/invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              email: string;
              /** @enum {string} */
              role: 'admin' | 'qa' | 'reviewer';
              joined: boolean;
              /** @enum {string} */
              status: 'invited' | 'joined' | 'declined' | 'left';
              created_at: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/get_company_members/accepted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                email: string;
                first_name: string;
                last_name: string;
                /** @enum {string} */
                org_role: 'admin' | 'qa' | 'reviewer';
                on_leave_until: string | null;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                email: string;
                first_name: string;
                last_name: string;
                /** @enum {string} */
                org_role: 'admin' | 'qa' | 'reviewer';
                on_leave_until: string | null;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/profile/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              first_name: string;
              last_name: string;
              email: string;
              podcast_name: string;
              company_name: string;
              bio: string;
              vocabulary: string[];
              /** @enum {string} */
              profanity_filter: 'mask' | 'remove' | 'leave';
              /** @enum {string|null} */
              org_role: 'admin' | 'qa' | 'reviewer' | null;
              email_verified: boolean;
              two_step_enabled: boolean;
              /** @enum {string} */
              plan: 'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly';
              plan_details: {
                /** @enum {string} */
                plan: 'free' | 'hobbyist_monthly' | 'hobbyist_yearly' | 'professional_monthly' | 'professional_yearly';
                start_date: string | null;
                next_billing_date: string | null;
                amount: number;
              };
              transcript_used: number;
              transcript_total: number;
              audio_used: number;
              audio_total: number;
              media_content: number;
              audio_with_media_used: number;
              audio_with_media_total: number;
              created_at: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leave': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          status?: 'pending' | 'approved' | 'rejected';
          from?: string;
          to?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                user_id: string;
                name: string;
                /** @enum {string} */
                leave_type: 'vacation' | 'sick' | 'personal' | 'other';
                /** @enum {string} */
                status: 'pending' | 'approved' | 'rejected';
                start_date: string;
                end_date: string;
                days: number;
                reason: string | null;
                decided_by: string | null;
                decision_note: string | null;
                decided_at: string | null;
                created_at: string;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leave/apply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            leave_type: 'vacation' | 'sick' | 'personal' | 'other';
            start_date: string;
            end_date: string;
            reason?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              leave: {
                id: string;
                user_id: string;
                name: string;
                /** @enum {string} */
                leave_type: 'vacation' | 'sick' | 'personal' | 'other';
                /** @enum {string} */
                status: 'pending' | 'approved' | 'rejected';
                start_date: string;
                end_date: string;
                days: number;
                reason: string | null;
                decided_by: string | null;
                decision_note: string | null;
                decided_at: string | null;
                created_at: string;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leave/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            note?: string;
          } | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              leave: {
                id: string;
                user_id: string;
                name: string;
                /** @enum {string} */
                leave_type: 'vacation' | 'sick' | 'personal' | 'other';
                /** @enum {string} */
                status: 'pending' | 'approved' | 'rejected';
                start_date: string;
                end_date: string;
                days: number;
                reason: string | null;
                decided_by: string | null;
                decision_note: string | null;
                decided_at: string | null;
                created_at: string;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leave/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            note?: string;
          } | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              leave: {
                id: string;
                user_id: string;
                name: string;
                /** @enum {string} */
                leave_type: 'vacation' | 'sick' | 'personal' | 'other';
                /** @enum {string} */
                status: 'pending' | 'approved' | 'rejected';
                start_date: string;
                end_date: string;
                days: number;
                reason: string | null;
                decided_by: string | null;
                decision_note: string | null;
                decided_at: string | null;
                created_at: string;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leave/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              leave: {
                id: string;
                user_id: string;
                name: string;
                /** @enum {string} */
                leave_type: 'vacation' | 'sick' | 'personal' | 'other';
                /** @enum {string} */
                status: 'pending' | 'approved' | 'rejected';
                start_date: string;
                end_date: string;
                days: number;
                reason: string | null;
                decided_by: string | null;
                decision_note: string | null;
                decided_at: string | null;
                created_at: string;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/trigger-auto-assign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          type?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              type: string;
              assigned: {
                workflow_id: string;
                title: string;
                /** @enum {string} */
                stage: 'FIRST_REVIEW' | 'QA_REVIEW' | 'FINAL_REVIEW';
                member: {
                  id: string;
                  name: string;
                };
                open_before: number;
              }[];
              unassigned: {
                workflow_id: string;
                title: string;
                /** @enum {string} */
                stage: 'FIRST_REVIEW' | 'QA_REVIEW' | 'FINAL_REVIEW';
                reason: string;
              }[];
              message: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/auto-assign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              scheduled: boolean;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            scheduled: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              scheduled: boolean;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/hiring/score/recalculate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
              scores: {
                workflow_id: string;
                title: string;
                user_id: string;
                accuracy: number;
                /** @enum {string} */
                band: 'bad' | 'good' | 'excellent';
                words: number;
                substitutions: number;
                deletions: number;
                insertions: number;
                speaker_errors: number;
                too_different: boolean;
                computed_at: string;
              }[];
              skipped: {
                id: string;
                reason: string;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/hiring/scores': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                member: {
                  id: string;
                  name: string;
                  role: string;
                };
                overall: number | null;
                /** @enum {string|null} */
                band: 'bad' | 'good' | 'excellent' | null;
                workflows: number;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/hiring/score/{id}/workflow/{workflowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          workflowId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              score: {
                workflow_id: string;
                title: string;
                user_id: string;
                accuracy: number;
                /** @enum {string} */
                band: 'bad' | 'good' | 'excellent';
                words: number;
                substitutions: number;
                deletions: number;
                insertions: number;
                speaker_errors: number;
                too_different: boolean;
                computed_at: string;
              };
              diff: (
                | {
                    /** @enum {string} */
                    op: 'same';
                    words: string[];
                  }
                | {
                    /** @enum {string} */
                    op: 'changed';
                    reviewed: string[];
                    final: string[];
                  }
                | {
                    /** @enum {string} */
                    op: 'speaker';
                    words: string[];
                    reviewed: string;
                    final: string;
                  }
              )[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The work needed more memory than one worker may use (WORK_TOO_LARGE) */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Too many attempts, or too much work waiting: try again after `Retry-After` seconds (RATE_LIMITED, ...) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Busy or unavailable: SERVER_BUSY (with `Retry-After`), WORK_TIMED_OUT, PAYMENTS_OFF, MEDIA_TOOLS_MISSING */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/hiring/score/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              member: {
                id: string;
                name: string;
                role: string;
              };
              overall: number | null;
              /** @enum {string|null} */
              band: 'bad' | 'good' | 'excellent' | null;
              workflows: {
                workflow_id: string;
                title: string;
                user_id: string;
                accuracy: number;
                /** @enum {string} */
                band: 'bad' | 'good' | 'excellent';
                words: number;
                substitutions: number;
                deletions: number;
                insertions: number;
                speaker_errors: number;
                too_different: boolean;
                computed_at: string;
              }[];
              trend: {
                at: string;
                accuracy: number;
              }[];
              notes: {
                id: string;
                notes: string;
                author: string | null;
                created_at: string;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/hiring/score/{id}/qa_notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            notes: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              note: {
                id: string;
                notes: string;
                author: string | null;
                created_at: string;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/dispute': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                workflow_id: string | null;
                workflow_title: string;
                /** @enum {string} */
                kind: 'score' | 'correction';
                message: string;
                /** @enum {string} */
                status: 'open' | 'resolved';
                member: {
                  id: string;
                  name: string;
                };
                reply: string | null;
                resolved_by: string | null;
                resolved_at: string | null;
                has_score: boolean;
                unread: boolean;
                created_at: string;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            workflow_id: string;
            /** @enum {string} */
            kind: 'score' | 'correction';
            message: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              dispute: {
                id: string;
                workflow_id: string | null;
                workflow_title: string;
                /** @enum {string} */
                kind: 'score' | 'correction';
                message: string;
                /** @enum {string} */
                status: 'open' | 'resolved';
                member: {
                  id: string;
                  name: string;
                };
                reply: string | null;
                resolved_by: string | null;
                resolved_at: string | null;
                has_score: boolean;
                unread: boolean;
                created_at: string;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/dispute/seen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/disputes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          status?: 'open' | 'resolved' | 'all';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                workflow_id: string | null;
                workflow_title: string;
                /** @enum {string} */
                kind: 'score' | 'correction';
                message: string;
                /** @enum {string} */
                status: 'open' | 'resolved';
                member: {
                  id: string;
                  name: string;
                };
                reply: string | null;
                resolved_by: string | null;
                resolved_at: string | null;
                has_score: boolean;
                unread: boolean;
                created_at: string;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/enterprise/disputes/{id}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reply: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              dispute: {
                id: string;
                workflow_id: string | null;
                workflow_title: string;
                /** @enum {string} */
                kind: 'score' | 'correction';
                message: string;
                /** @enum {string} */
                status: 'open' | 'resolved';
                member: {
                  id: string;
                  name: string;
                };
                reply: string | null;
                resolved_by: string | null;
                resolved_at: string | null;
                has_score: boolean;
                unread: boolean;
                created_at: string;
              };
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/feeds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                url: string;
                title: string;
                watch: boolean;
                last_checked_at: string | null;
                last_error: string | null;
                episode_count: number;
                imported_count: number;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    /** @description Follows a podcast's RSS feed: fetched now (refused if it cannot be read or is not RSS), answered with its episodes. 201 when new, 200 when the account follows it already (fetched again). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              feed: {
                id: string;
                url: string;
                title: string;
                watch: boolean;
                last_checked_at: string | null;
                last_error: string | null;
                episode_count: number;
                imported_count: number;
              };
              episodes: {
                guid: string;
                title: string;
                published_at: string | null;
                duration_sec: number | null;
                enclosure_url: string;
                enclosure_type: string | null;
                enclosure_bytes: number | null;
                /** @enum {string} */
                state: 'new' | 'queued' | 'importing' | 'imported' | 'failed';
                imported: boolean;
                file_id: string | null;
                error: string | null;
              }[];
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              feed: {
                id: string;
                url: string;
                title: string;
                watch: boolean;
                last_checked_at: string | null;
                last_error: string | null;
                episode_count: number;
                imported_count: number;
              };
              episodes: {
                guid: string;
                title: string;
                published_at: string | null;
                duration_sec: number | null;
                enclosure_url: string;
                enclosure_type: string | null;
                enclosure_bytes: number | null;
                /** @enum {string} */
                state: 'new' | 'queued' | 'importing' | 'imported' | 'failed';
                imported: boolean;
                file_id: string | null;
                error: string | null;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/feeds/{feedId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The feed fetched again (conditionally; not if fetched in the last minute) and its episodes with their import states. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          feedId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              feed: {
                id: string;
                url: string;
                title: string;
                watch: boolean;
                last_checked_at: string | null;
                last_error: string | null;
                episode_count: number;
                imported_count: number;
              };
              episodes: {
                guid: string;
                title: string;
                published_at: string | null;
                duration_sec: number | null;
                enclosure_url: string;
                enclosure_type: string | null;
                enclosure_bytes: number | null;
                /** @enum {string} */
                state: 'new' | 'queued' | 'importing' | 'imported' | 'failed';
                imported: boolean;
                file_id: string | null;
                error: string | null;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          feedId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    /** @description Watch the feed (episodes that appear from now on are imported) or stop watching it. */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          feedId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            watch: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              feed: {
                id: string;
                url: string;
                title: string;
                watch: boolean;
                last_checked_at: string | null;
                last_error: string | null;
                episode_count: number;
                imported_count: number;
              };
              episodes: {
                guid: string;
                title: string;
                published_at: string | null;
                duration_sec: number | null;
                enclosure_url: string;
                enclosure_type: string | null;
                enclosure_bytes: number | null;
                /** @enum {string} */
                state: 'new' | 'queued' | 'importing' | 'imported' | 'failed';
                imported: boolean;
                file_id: string | null;
                error: string | null;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/feeds/{feedId}/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description Imports the chosen episodes: each is downloaded and processed like an upload, in the background. Answers at once with each one's state. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          feedId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            guids: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              episodes: {
                guid: string;
                /** @enum {string} */
                state: 'queued' | 'skipped' | 'failed';
                reason: string | null;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/up/share/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The review links of the file that are not revoked, newest first, with when each was last opened. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              items: {
                id: string;
                /** @enum {string} */
                access: 'view' | 'comment';
                expires_at: string | null;
                expired: boolean;
                has_passcode: boolean;
                last_opened_at: string | null;
                created_at: string;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    /** @description Makes a review link to the file: `view` or `comment`, with an optional expiry and passcode. The answer holds the only copy of its URL (the server keeps a hash of its token). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            access: 'view' | 'comment';
            /** Format: date-time */
            expires_at?: string;
            passcode?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              url: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/up/share/{id}/{linkId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** @description Revokes one review link of the file: from now on it answers as if it never existed. */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          linkId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/links/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description What the person with the link sees: transcript (with comments made through links), speakers, summary, chapters and a signed media URL. A passcode-protected link needs the `x-link-proof` header. */
    get: {
      parameters: {
        query?: never;
        header?: {
          'x-link-proof'?: string;
        };
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              title: string;
              /** @enum {string} */
              access: 'view' | 'comment';
              can_decide: boolean;
              expires_at: string | null;
              media_url: string | null;
              video_url: string | null;
              version: number;
              transcript: {
                id: string;
                start: number;
                start_timestamp: string;
                end: number;
                end_timestamp: string;
                speaker: string;
                words: {
                  text: string;
                  start: number;
                  end: number;
                  confidence: number;
                  /** @default false */
                  is_removed: boolean;
                }[];
                /** @default [] */
                comments: {
                  id: string;
                  comment: string;
                  start_pos: number;
                  end_pos: number;
                  highlighted_text: string;
                  created_by: {
                    first_name: string;
                  };
                  via_link?: boolean;
                }[];
              }[];
              speakers: {
                name: string;
              }[];
              headline: string | null;
              summary: string | null;
              chapters: {
                summary: string;
                timestamp: string;
              }[];
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Too many attempts, or too much work waiting: try again after `Retry-After` seconds (RATE_LIMITED, ...) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/links/{token}/unlock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description The link's passcode for a proof to send as the `x-link-proof` header until it expires. Wrong passcodes are limited per link and per address (429 with Retry-After). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            passcode: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              proof: string;
              expires_at: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Too many attempts, or too much work waiting: try again after `Retry-After` seconds (RATE_LIMITED, ...) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/links/{token}/comments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description A comment on part of a paragraph as it reads now, by the name typed (a `comment` link only). The owner sees it in the editor, marked as from a link. */
    post: {
      parameters: {
        query?: never;
        header?: {
          'x-link-proof'?: string;
        };
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            paragraph_id: string;
            highlighted_text: string;
            start_pos: number;
            end_pos: number;
            comment: string;
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
              version: number;
              snippet_id: string;
              comment: {
                id: string;
                comment: string;
                start_pos: number;
                end_pos: number;
                highlighted_text: string;
                created_by: {
                  first_name: string;
                };
                via_link?: boolean;
              } | null;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Too many attempts, or too much work waiting: try again after `Retry-After` seconds (RATE_LIMITED, ...) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/links/{token}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** @description A workflow's link: approve or request changes, recorded in the workflow's history (its status is not moved). */
    post: {
      parameters: {
        query?: never;
        header?: {
          'x-link-proof'?: string;
        };
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            decision: 'approve' | 'request_changes';
            name: string;
            note?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description The request body or file is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE, DOCUMENT_TOO_LARGE, ...) */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description This content type is not accepted here (UNSUPPORTED_MEDIA_TYPE) */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Too many attempts, or too much work waiting: try again after `Retry-After` seconds (RATE_LIMITED, ...) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/up/publish/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              publication: {
                page_url: string;
                embed_html: string;
                transcript_urls: {
                  json: string;
                  vtt: string;
                  srt: string;
                  html: string;
                };
                chapters_url: string;
                audio_url: string;
                feed_tags: string[];
                published_at: string;
              } | null;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    /** @description Publishes the transcript at public addresses (the same ones again when it already is). */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              page_url: string;
              embed_html: string;
              transcript_urls: {
                json: string;
                vtt: string;
                srt: string;
                html: string;
              };
              chapters_url: string;
              audio_url: string;
              feed_tags: string[];
              published_at: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description It changed meanwhile or its state refuses this: CONFLICT, VERSION_CONFLICT (with `current_version`), WORKFLOW_CHANGED (with `current_revision`), NO_TRANSCRIPT, ... */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    /** @description Takes the public page, embed and files down at once. */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              message: string;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Not signed in, or the session has expired (UNAUTHENTICATED); at sign-in, INVALID_CREDENTIALS */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Refused to this caller: FORBIDDEN, TRANSITION_REFUSED, or a changed or expired signed link */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description No such thing, or one the caller may not reach (NOT_FOUND) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/oembed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description oEmbed 1.0 for a published page: a "rich" embed whose html is the player iframe. */
    get: {
      parameters: {
        query: {
          url: string;
          format?: 'json';
          maxwidth?: number;
          maxheight?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              version: '1.0';
              /** @enum {string} */
              type: 'rich';
              title: string;
              provider_name: string;
              provider_url: string;
              html: string;
              width: number;
              height: number;
            };
          };
        };
        /** @description The request is not valid: VALIDATION_ERROR (with `fields`), MALFORMED_JSON, INVALID_CHARACTERS, TOO_DEEPLY_NESTED, or a code of the route (INVALID_CODE, WEAK_PASSWORD, ...) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
        /** @description Something went wrong on our side (INTERNAL_ERROR) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ErrorResponse'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ErrorResponse: {
      /** @description A message a person can act on */
      error: string;
      /**
       * @description Machine-readable error code
       * @enum {string}
       */
      code:
        | 'VALIDATION_ERROR'
        | 'MALFORMED_JSON'
        | 'MALFORMED_MULTIPART'
        | 'INVALID_CHARACTERS'
        | 'TOO_DEEPLY_NESTED'
        | 'PAYLOAD_TOO_LARGE'
        | 'UNSUPPORTED_MEDIA_TYPE'
        | 'UNAUTHENTICATED'
        | 'FORBIDDEN'
        | 'NOT_FOUND'
        | 'CONFLICT'
        | 'RATE_LIMITED'
        | 'SERVER_BUSY'
        | 'WORK_TIMED_OUT'
        | 'WORK_TOO_LARGE'
        | 'INTERNAL_ERROR'
        | 'INVALID_CREDENTIALS'
        | 'EMAIL_NOT_VERIFIED'
        | 'INVALID_CODE'
        | 'EXPIRED_CODE'
        | 'INVALID_TOKEN'
        | 'WEAK_PASSWORD'
        | 'WORKFLOW_CHANGED'
        | 'TRANSITION_REFUSED'
        | 'ALREADY_IN_ORGANISATION'
        | 'NO_FILE'
        | 'TOO_MANY_FILES'
        | 'TOO_MANY_FIELDS'
        | 'FILE_TOO_LARGE'
        | 'TOO_LONG'
        | 'NO_MINUTES_LEFT'
        | 'TOO_MANY_PENDING_UPLOADS'
        | 'INVALID_SIGNATURE'
        | 'MEDIA_TOOLS_MISSING'
        | 'EMPTY'
        | 'NOT_MEDIA'
        | 'CORRUPT'
        | 'NO_AUDIO'
        | 'VERSION_CONFLICT'
        | 'PARAGRAPH_CHANGED'
        | 'NO_TRANSCRIPT'
        | 'DOCUMENT_TOO_LARGE'
        | 'SPEAKER_EXISTS'
        | 'SPEAKER_IN_USE'
        | 'SEARCH_TOO_SLOW'
        | 'INSIGHT_RUNNING'
        | 'NO_CHAPTERS'
        | 'BAD_SIGNATURE'
        | 'PAYMENT_FAILED'
        | 'PAYMENT_IN_PROGRESS'
        | 'PAYMENTS_OFF'
        | 'NO_MEDIA_MINUTES_LEFT'
        | 'NOT_IN_PLAN'
        | 'FEED_NOT_RSS'
        | 'FEED_ADDRESS_REFUSED'
        | 'FEED_UNREACHABLE'
        | 'TOO_MANY_FEEDS'
        | 'PASSCODE_REQUIRED'
        | 'WRONG_PASSCODE'
        | 'LINK_NOT_ALLOWED';
      fields?: {
        field: string;
        message: string;
      }[];
      current_version?: number;
      current_revision?: number;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
