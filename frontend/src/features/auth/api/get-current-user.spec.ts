import { API_ENDPOINTS } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { endpointQueryKey } from '../../../lib/endpoint-query';
import { currentUserQueryKey } from './get-current-user';

describe('currentUserQueryKey', () => {
  it('is the key the contracts declaration of GET /api/auth/user gives', () => {
    expect(currentUserQueryKey).toEqual(endpointQueryKey(API_ENDPOINTS.getCurrentUser));
  });
});
