CREATE TABLE "stage_mail_templates" (
	"status" varchar(20) PRIMARY KEY NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" varchar(5000) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "stage_mail_templates" ("status", "subject", "body") VALUES
('screening', 'Your application for {job} – {company}', 'Hello {name},

Thank you for applying for the {job} position. Your profile has moved to our screening stage: a member of our hiring team will go through it in the coming days and contact you about the next step.

Kind regards,
The hiring team at {company}'),
('interview', 'Interview for {job} – {company}', 'Hello {name},

We enjoyed reading your application for the {job} position and would like to invite you to an interview. We will write to you shortly with the date, the time and the place or video-call link.

Kind regards,
The hiring team at {company}'),
('offer', 'An offer for {job} – {company}', 'Hello {name},

We are pleased to tell you that we would like to offer you the {job} position. Our hiring team will contact you with the details of the offer.

Kind regards,
The hiring team at {company}'),
('rejected', 'Your application for {job} – {company}', 'Hello {name},

Thank you for your interest in the {job} position and for the time you gave us. After careful consideration we have decided not to go ahead with your application at this time. We wish you every success and hope you will apply again.

Kind regards,
The hiring team at {company}');
