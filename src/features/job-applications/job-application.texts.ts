// Texts and constants the pages show, free of zod so that a page can use them without
// loading the schemas (src/ui/lazy-zod-resolver.ts). The schema module re-exports them.

/** The texts of the apply form and of the admin applications screen: shown word for word, and imported by the tests. */
export const jobApplicationTexts = {
  success: "Successfully applied for the job!",
  failed: "Something went wrong",
  transportError: "Error submitting application",
  resumeRequired: "Please attach your resume",
  resumeType: "Resume must be a PDF, DOC or DOCX file",
  resumeTooLarge: "Resume is too large. Max size is 10MB.",
  fresherPlaceholder: "N/A (Fresher)",
  adminEmpty: "No applications found",
  adminDeleted: "Application deleted successfully!",
  adminDeleteFailed: "Failed to delete application: {message}",
  adminDeleteError: "Error deleting application",
  adminConfirmDelete: "Are you sure you want to delete this application?",
} as const;

/** Resumes are PDF, DOC or DOCX; we allow up to 10 MiB. */
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;

export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;

export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The hiring board's words (src/features/job-applications/admin/hiring-board-page.tsx). */
export const boardTexts = {
  title: "Hiring board",
  description: "Each opening's candidates by stage: drag a card, or move it with the keyboard.",
  chooseJob: "Opening",
  noJobs: "No openings yet. Add a job on the Jobs screen first.",
  jobNotFound: "Job not found",
  loadFailed: "Failed to load the board",
  empty: "No candidates",
  filterRating: "Rating at least",
  anyRating: "Any rating",
  filterTag: "Tag",
  anyTag: "Any tag",
  rating: (average: number | null, count: number) =>
    average === null ? "Not rated" : `Rated ${average.toFixed(1)} of 5 by ${count}`,
  daysInStage: (days: number) =>
    days === 0 ? "Today in this stage" : `${days} ${days === 1 ? "day" : "days"} in this stage`,
  drag: (name: string) => `Drag ${name}`,
  moveTo: (name: string) => `Stage of ${name}`,
  moved: (name: string, stage: string) => `${name} moved to ${stage}.`,
  moveFailed: "Failed to move the candidate",
  openRecord: (name: string) => `Open ${name}'s application`,
  rate: (name: string) => `Your rating of ${name}`,
  rated: "Rating saved",
  ratingCleared: "Rating removed",
  tags: (name: string) => `Tags of ${name}`,
  tagsHint: "Separate tags with commas",
  tagsSaved: "Tags saved",
  saveTags: "Save tags",
  review: "Review",
  notRated: "Not rated",
  stars: (stars: number) => `${stars} of 5`,
  ratingFailed: "Failed to save the rating",
  tagsFailed: "Failed to save the tags",
  closed: " (closed)",
  stageMailTitle: (stage: string) => `Send the ${stage} mail?`,
  stageMailTo: (name: string) => `To ${name}`,
  stageMailSubject: "Subject",
  send: "Send",
  sending: "Sending...",
  skip: "Skip",
  stageMailSent: "Mail sent",
  stageMailFailed: "Failed to send the mail",
  stageMailNote: (stage: string, subject: string) => `Stage mail sent (${stage}): ${subject}`,
} as const;

/** The Stage mails screen: each stage's mail to candidates. */
export const stageMailTexts = {
  title: "Stage mails",
  description:
    "The mail a candidate may get when moved to a stage on the hiring board. {name}, {job} and {company} are filled in when it is sent.",
  loadFailed: "Failed to load the stage mails",
  none: "No mail for this stage",
  subject: "Subject",
  body: "Text",
  save: "Save",
  saved: "Stage mail saved",
  saveFailed: "Failed to save the stage mail",
  remove: "Remove",
  removed: "Stage mail removed",
  removeFailed: "Failed to remove the stage mail",
  removeQuestion: (stage: string) => `Remove the mail of the ${stage} stage?`,
  add: "Write a mail",
  noTemplate: "This stage has no mail",
} as const;

/** Interviews: scheduling, the invitations and the Upcoming interviews screen. */
export const appliedBeforeTexts = {
  title: "Applied before",
  /** On a board card: how many other applications share the candidate's e-mail or phone. */
  badge: (count: number) => `Applied before (${count >= 10 ? "10+" : count})`,
  intro: "Other applications with the same e-mail or phone number:",
  same: { email: "same e-mail", phone: "same phone" },
  loadFailed: "Failed to load the candidate's earlier applications",
} as const;

export const interviewTexts = {
  title: "Upcoming interviews",
  description: "Interviews from now on, in the company's time, with each interviewer's feedback.",
  loadFailed: "Failed to load the interviews",
  none: "No upcoming interviews",
  schedule: "Schedule interview",
  reschedule: "Reschedule",
  rescheduleFor: (name: string) => `Reschedule the interview with ${name}`,
  cancel: "Cancel interview",
  cancelQuestion: (name: string) => `Cancel the interview with ${name}? Everyone invited is told.`,
  close: "Close",
  saving: "Saving...",
  scheduleFor: (name: string) => `Schedule an interview with ${name}`,
  date: "Date",
  time: "Time (company time)",
  duration: "Duration (minutes)",
  interviewers: "Interviewers",
  place: "Place or video-call link",
  scheduled: "Interview scheduled; invitations sent",
  rescheduled: "Interview rescheduled; updates sent",
  cancelled: "Interview cancelled; cancellations sent",
  cancelledMark: "cancelled",
  overMark: "over",
  onRecord: "Interviews",
  noneOnRecord: "No interviews yet",
  recordLoadFailed: "Failed to load the candidate's interviews",
  failed: "Failed to save the interview",
  notFound: "Interview not found",
  notInterviewer: "Only the interview's interviewers give feedback",
  unknownInterviewer: "Choose interviewers among the active staff accounts",
  past: "Choose a time from now on",
  alreadyCancelled: "The interview was cancelled",
  feedbackSaved: "Feedback saved",
  saveFeedback: "Save feedback",
  recommendation: "Recommendation",
  notes: "Notes",
  recommendations: { strong_yes: "Strong yes", yes: "Yes", no: "No", strong_no: "Strong no" },
  invitationSubject: (name: string, job: string) => `Interview: ${name} for ${job}`,
  updateSubject: (name: string, job: string) => `Interview moved: ${name} for ${job}`,
  cancelSubject: (name: string, job: string) => `Interview cancelled: ${name} for ${job}`,
} as const;
