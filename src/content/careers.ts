/** Careers: the six steps of the hiring process, in order. */
export const hiringSteps = [
  {
    title: "Job Posting & Sourcing",
    description:
      "We publish each opening here and on professional networks, and reach out to engineers and designers in Ahmedabad and across India whose work we admire.",
  },
  {
    title: "Resume Screening",
    description:
      "A lead from the team you would join reads every resume within five working days, looking at what you have built rather than where you studied.",
  },
  {
    title: "Interviews & Assessments",
    description:
      "A conversation about your experience, then a practical task or pairing session close to the real work, reviewed together with you.",
  },
  {
    title: "Candidate Selection",
    description:
      "The interview panel meets, compares notes against the role's criteria and decides within a week, so you are never left waiting without news.",
  },
  {
    title: "Offer & Negotiation",
    description:
      "You receive a written offer with the salary, benefits and joining date spelled out, and an open call to discuss anything before you sign.",
  },
  {
    title: "Onboarding & Training",
    description:
      "Your first weeks follow a plan: a buddy, access on day one, our engineering handbook, and a first project scoped so you ship early.",
  },
] as const;

/** Why people join: shown beside the job list. */
export const careerPerks = [
  "Five-day week with flexible hours",
  "Annual learning budget for courses and certifications",
  "Mentorship from senior engineers on real client projects",
  "Health insurance for you and your family",
] as const;
