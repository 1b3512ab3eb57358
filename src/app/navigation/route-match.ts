// The matcher moved to shared/routes (a message's link is checked against the route table too).
export { matchRouteName, type MatchedRoute } from '@/shared/routes/route-match'
