// The household's upkeep tasks: the list (everyone in the household), the templates, and the
// writes (owner and members; a viewer's write answers 403 READ_ONLY). A task of another household
// is 404, as is any id for someone outside it. Viewers see no amounts in the log.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { TASK_TEMPLATES } from "../../../common/home-task-templates.js";
import {
  bulkCreateTasksSchema,
  createTaskSchema,
  homeTaskListItemSchema,
  homeTaskSchema,
  taskDoneResultSchema,
  taskDoneSchema,
  taskIdParamsSchema,
  taskLogEntrySchema,
  taskLogQuerySchema,
  taskTemplateSchema,
  updateTaskSchema,
} from "../../../common/schemas/home-tasks.js";
import { dateIn } from "../../../common/time-zone.js";
import { notFound } from "../../errors.js";
import { currentUser } from "../../http/auth.js";
import { sendPage } from "../../paging.js";
import { householdOf, requireWriter, writableHouseholdOf } from "../household/membership.js";
import { zoneOf } from "../recurring/queries.js";
import { getTask, listTaskLog, listTasks, roleOnTask } from "./queries.js";
import { createTasks, deleteTask, markDone, TASK_NOT_FOUND, updateTask } from "./service.js";

export const homeTasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get("/api/home/tasks", { schema: { response: { 200: z.array(homeTaskListItemSchema) } } }, async (request) => {
    const { householdId } = await householdOf(db, currentUser(request).id);
    return listTasks(db, householdId);
  });

  app.get("/api/home/task-templates", { schema: { response: { 200: z.array(taskTemplateSchema) } } }, async () => [
    ...TASK_TEMPLATES,
  ]);

  app.post(
    "/api/home/tasks",
    { config: { idempotent: true }, schema: { body: createTaskSchema, response: { 201: homeTaskSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const { householdId } = await writableHouseholdOf(db, user.id);
      const [task] = await createTasks(db, householdId, user.id, [request.body]);
      return reply.code(201).send(task!);
    },
  );

  // "Add from templates": the picked tasks in one call, all or none.
  app.post(
    "/api/home/tasks/bulk",
    { config: { idempotent: true }, schema: { body: bulkCreateTasksSchema, response: { 201: z.array(homeTaskSchema) } } },
    async (request, reply) => {
      const user = currentUser(request);
      const { householdId } = await writableHouseholdOf(db, user.id);
      return reply.code(201).send(await createTasks(db, householdId, user.id, request.body.tasks));
    },
  );

  app.get(
    "/api/home/tasks/:id",
    { schema: { params: taskIdParamsSchema, response: { 200: homeTaskSchema } } },
    async (request) => {
      const { householdId } = await householdOf(db, currentUser(request).id);
      return visibleTask(householdId, request.params.id);
    },
  );

  app.patch(
    "/api/home/tasks/:id",
    { schema: { params: taskIdParamsSchema, body: updateTaskSchema, response: { 200: homeTaskSchema } } },
    async (request) => {
      const { householdId } = await writableTask(currentUser(request).id, request.params.id);
      return updateTask(db, householdId, request.params.id, request.body);
    },
  );

  app.delete("/api/home/tasks/:id", { schema: { params: taskIdParamsSchema } }, async (request, reply) => {
    const { householdId } = await writableTask(currentUser(request).id, request.params.id);
    await deleteTask(db, householdId, request.params.id);
    return reply.code(204).send();
  });

  app.post(
    "/api/home/tasks/:id/done",
    {
      config: { idempotent: true },
      schema: { params: taskIdParamsSchema, body: taskDoneSchema, response: { 201: taskDoneResultSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { householdId } = await writableTask(user.id, request.params.id);
      const today = dateIn(new Date(), zoneOf(user));
      return reply.code(201).send(await markDone(db, householdId, user.id, request.params.id, request.body, today));
    },
  );

  app.get(
    "/api/home/tasks/:id/log",
    { schema: { params: taskIdParamsSchema, querystring: taskLogQuerySchema, response: { 200: z.array(taskLogEntrySchema) } } },
    async (request, reply) => {
      const role = await roleOnTask(db, currentUser(request).id, request.params.id);
      if (!role) throw notFound(TASK_NOT_FOUND);
      const page = await listTaskLog(db, request.params.id, request.query, role !== "viewer");
      return sendPage(request, reply, page);
    },
  );

  /** 404 unless the task is the household's. */
  async function visibleTask(householdId: string, taskId: string) {
    const task = await getTask(db, householdId, taskId);
    if (!task) throw notFound(TASK_NOT_FOUND);
    return task;
  }

  /** The household of someone who may change this task: 404 for another household's, then 403 for a viewer. */
  async function writableTask(userId: string, taskId: string) {
    const membership = await householdOf(db, userId);
    await visibleTask(membership.householdId, taskId);
    return requireWriter(membership);
  }
};
