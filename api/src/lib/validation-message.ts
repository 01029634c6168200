/**
 * Turns Ajv validation errors into one sentence for a person that names the field,
 * e.g. "Email is required", "Session id must be an integer".
 */

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string | undefined;
}

const CONTEXT_LABELS: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'URL parameters',
  headers: 'Request headers',
};

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/** 'sessionId' → 'Session id'; nested paths stay as written ('actionDetails.page'). */
export function fieldLabel(path: string[]): string {
  if (path.length !== 1) return path.join('.');
  const words = (path[0] ?? '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function describeTypes(type: unknown): string {
  const types = (Array.isArray(type) ? type : String(type).split(',')).map(String);
  return types.map((t) => TYPE_NAMES[t] ?? t).join(' or ');
}

function sentence(issue: ValidationIssue, label: string): string {
  const { keyword, params } = issue;
  switch (keyword) {
    case 'required':
      return `${label} is required`;
    case 'type':
      return `${label} must be ${describeTypes(params.type)}`;
    case 'minLength':
      return params.limit === 1 ? `${label} must not be empty` : `${label} must be at least ${params.limit} characters`;
    case 'maxLength':
      return `${label} must be at most ${params.limit} characters`;
    case 'minimum':
      return `${label} must be at least ${params.limit}`;
    case 'maximum':
      return `${label} must be at most ${params.limit}`;
    case 'enum':
      return `${label} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'format':
      return `${label} must be a valid ${params.format}`;
    case 'pattern':
      return `${label} is not in the expected format`;
    case 'maxProperties':
      return `${label} must have at most ${params.limit} entries`;
    case 'maxItems':
      return `${label} must have at most ${params.limit} items`;
    case 'minItems':
      return params.limit === 1 ? `${label} must not be empty` : `${label} must have at least ${params.limit} items`;
    case 'additionalProperties':
      return `${label} has a field "${params.additionalProperty}" that this request does not accept; check its spelling`;
    default:
      return `${label} ${issue.message ?? 'is not valid'}`;
  }
}

export function validationMessage(issues: readonly ValidationIssue[], context: string | undefined): string {
  // Branch errors of anyOf come before the anyOf summary; the first one is the most telling.
  const issue = issues.find((candidate) => candidate.keyword !== 'anyOf') ?? issues[0];
  if (!issue) return 'The request is not valid';
  const path = issue.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    path.push(issue.params.missingProperty);
  }
  const label = path.length > 0 ? fieldLabel(path) : (CONTEXT_LABELS[context ?? ''] ?? 'The request');
  return sentence(issue, label);
}
