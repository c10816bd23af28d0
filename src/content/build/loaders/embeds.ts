/** The HTML a lesson's ::flow and ::questions directives embed. */
import type { RenderedFlow, RenderedQuestion } from "../../model.ts";
import { escapeHtml } from "../slug.ts";

export function flowHtml(flow: RenderedFlow, renderDiagram: (id: string) => string | undefined): string {
  const names = new Map(flow.participants.map((p) => [p.id, p.name]));
  const steps = flow.steps
    .map(
      (s) =>
        `<li value="${s.n}" class="flow-step"><p class="flow-step-head"><span class="flow-actor">${escapeHtml(names.get(s.actor) ?? s.actor)}</span> <strong>${escapeHtml(s.title)}</strong></p>${s.html}${
          s.asidesHtml.length ? `<ul class="flow-asides">${s.asidesHtml.map((a) => `<li>${a}</li>`).join("")}</ul>` : ""
        }</li>`,
    )
    .join("");
  const failures = flow.failures.length
    ? `<p class="flow-failures-title"><strong>Where this can fail</strong></p><div class="table-scroll" tabindex="0" role="region" aria-label="Where Flow ${flow.number} can fail"><table class="flow-failures"><thead><tr><th scope="col">Symptom</th><th scope="col">Cause</th><th scope="col">Where to look</th></tr></thead><tbody>${flow.failures
        .map((f) => `<tr><td>${f.symptomHtml}</td><td>${f.causeHtml}</td><td>${f.whereToLookHtml}</td></tr>`)
        .join("")}</tbody></table></div>`
    : "";
  const diagram = flow.diagram ? (renderDiagram(flow.diagram) ?? "") : "";
  return `<section class="flow-embed" aria-label="Flow ${flow.number}: ${escapeHtml(flow.title)}"><div class="flow-setting">${flow.settingHtml}</div><p class="flow-open"><a href="#/flows/${flow.id}">Open Flow ${flow.number} in the flow player</a></p><ol class="flow-steps">${steps}</ol>${diagram}${failures}</section>`;
}

export function questionsHtml(questions: RenderedQuestion[]): string {
  return `<div class="question-list">${questions
    .map((q) => {
      const label = q.number ? `Q ${escapeHtml(q.number)}` : "Question";
      const answer =
        q.kind === "free"
          ? `${q.modelAnswerHtml}<p class="key-points-title"><strong>A strong answer mentions</strong></p><ul class="key-points">${q.keyPointsHtml.map((k) => `<li>${k}</li>`).join("")}</ul>`
          : q.kind === "choice"
            ? `<ul>${q.choices.map((c) => `<li>${c.correct ? "<strong>Correct:</strong> " : ""}${c.html}</li>`).join("")}</ul>`
            : "";
      return `<div class="question" id="question-${escapeHtml(q.id)}"><div class="question-prompt"><span class="question-label">${label}</span>${q.promptHtml}</div><details class="question-answer"><summary>Show the model answer</summary>${answer}</details></div>`;
    })
    .join("")}<p class="question-practice"><a href="#/quiz">Practise these questions in the quiz</a></p></div>`;
}
