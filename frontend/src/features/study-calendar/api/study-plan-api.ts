import { API_ENDPOINTS, type StudyGoalBody, type StudySessionStatus } from '@studyforge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { endpointQuery, endpointQueryKey } from '@/lib/endpoint-query';

/** GET /api/user/study-plan: the saved goals and the current plan. */
export function studyPlanQueryOptions() {
  return queryOptions(endpointQuery(API_ENDPOINTS.getStudyPlan));
}

export const STUDY_PLAN_QUERY_KEY = endpointQueryKey(API_ENDPOINTS.getStudyPlan);

export function useStudyPlan() {
  return useQuery(studyPlanQueryOptions());
}

export function addStudyGoal(body: StudyGoalBody) {
  return apiCall(API_ENDPOINTS.addStudyGoal, { body });
}

export function removeStudyGoal(id: string) {
  return apiCall(API_ENDPOINTS.removeStudyGoal, { params: { id } });
}

export function setStudySessionStatus(id: string, status: StudySessionStatus) {
  return apiCall(API_ENDPOINTS.setStudySessionStatus, { params: { id }, body: { status } });
}

export function calendarSubscriptionQueryOptions() {
  return queryOptions(endpointQuery(API_ENDPOINTS.getCalendarSubscription));
}

export function renewCalendarSubscription() {
  return apiCall(API_ENDPOINTS.renewCalendarSubscription);
}

export function revokeCalendarSubscription() {
  return apiCall(API_ENDPOINTS.revokeCalendarSubscription);
}
