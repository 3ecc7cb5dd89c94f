import {describe, expect, it} from 'vitest';
import {auditVerdict} from '../../scripts/audit.mjs';

const report = (counts: Record<string, number>, vulnerabilities = {}) =>
  JSON.stringify({auditReportVersion: 2, vulnerabilities, metadata: {vulnerabilities: {...counts}}});

describe('auditVerdict', () => {
  it('passes with no high or critical advisory', () => {
    expect(auditVerdict(report({info: 0, low: 2, moderate: 1, high: 0, critical: 0, total: 3}))).toEqual({
      status: 'pass',
      message: 'no high or critical advisory (0 info, 2 low, 1 moderate, 0 high, 0 critical)',
    });
  });

  it('fails on a high or a critical one and names the packages', () => {
    const verdict = auditVerdict(
      report(
        {low: 0, moderate: 0, high: 1, critical: 1, total: 2},
        {
          a: {name: 'a', severity: 'high', via: []},
          b: {name: 'b', severity: 'critical', via: []},
          c: {name: 'c', severity: 'low', via: []},
        },
      ),
    );
    expect(verdict.status).toBe('fail');
    expect(verdict.message).toBe('2 high or critical: a (high), b (critical)');
  });

  it('says the service did not answer when npm reports an error instead', () => {
    const error = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(auditVerdict(error)).toEqual({
      status: 'unavailable',
      message:
        'the advisory service did not answer (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk)',
    });
    expect(auditVerdict('').status).toBe('unavailable');
  });
});
