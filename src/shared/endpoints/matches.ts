import { defineEndpoints } from '#shared/endpoints/endpoint.ts';

/** SPEC §7's matches, their statistics and calendars (the .ics answers are files, not JSON). */
export const matchesEndpoints = defineEndpoints('matches', {
  list: ['GET', '/api/matches'],
  stats: ['GET', '/api/matches/stats'],
  recent: ['GET', '/api/matches/recent'],
  calendarFile: ['GET', '/api/matches.ics'],
  clubCalendar: ['GET', '/api/calendar/club.ics'],
  teamCalendar: ['GET', '/api/calendar/teams/:id.ics'],
  create: ['POST', '/api/matches'],
  update: ['PATCH', '/api/matches/:id'],
  remove: ['DELETE', '/api/matches/:id'],
});
