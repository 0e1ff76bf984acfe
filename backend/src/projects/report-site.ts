import type { Project } from './project.entity.js';

/** A question whose answer names the client's site, by its label. */
const SITE_QUESTION = /\b(site|website|web site|url|domain)/i;
/** A bare host name a client may type instead of an address (example.com, www.example.co.uk/shop). */
const BARE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/\S*)?$/i;

/** The site a project's reports audit: the address the agency set, else the first onboarding answer that reads as one. */
export function reportSite(project: Pick<Project, 'siteUrl' | 'questions' | 'answers'>): string | null {
  if (project.siteUrl) return project.siteUrl;
  for (const [index, question] of project.questions.entries()) {
    const answer = project.answers?.[index]?.trim();
    if (!answer || !SITE_QUESTION.test(question.label)) continue;
    const spelled = /^https?:\/\//i.test(answer) ? answer : BARE_HOST.test(answer) ? `https://${answer}` : null;
    if (!spelled) continue;
    try {
      const url = new URL(spelled);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    } catch {
      // not an address: the next answer may be
    }
  }
  return null;
}
