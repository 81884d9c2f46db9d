import { describe, expect, it } from 'vitest';
import { requestRecord } from '../__fixtures__/records.js';
import { appOptionsOfRequest } from '../requests.js';

describe("appOptionsOfRequest: what a request's files are built with besides its address, name and icon", () => {
  it('is nothing for a request that kept the defaults (no hosts, pull-to-refresh on), as before the options', () => {
    expect(appOptionsOfRequest(requestRecord())).toStrictEqual({});
    expect(appOptionsOfRequest(requestRecord({ extraHosts: [] }))).toStrictEqual({});
  });

  it('carries the extra hosts (also as the database hands an array back) and pull-to-refresh off', () => {
    const extraHosts = { 0: 'pay.example-gateway.in', 1: 'kyc.example.com' } as unknown as string[];
    expect(appOptionsOfRequest(requestRecord({ extraHosts, pullToRefresh: false }))).toStrictEqual({
      extraHosts: ['pay.example-gateway.in', 'kyc.example.com'],
      pullToRefresh: false,
    });
  });
});
