using System.Collections.Concurrent;
using System.Diagnostics;
using System.Net.WebSockets;
using System.Text;
using System.Text.Json;
using System.Text.Json.Nodes;

namespace Bench.Plots.Chromium;

/// <summary>
/// One headless Chromium driven over the DevTools protocol (a WebSocket on a local port): one page, navigated to
/// each file in turn and captured. One browser start for every chart, instead of one per chart.
/// </summary>
internal sealed class DevToolsSession : IAsyncDisposable
{
    private readonly Process process;
    private readonly string profile;
    private readonly ClientWebSocket socket = new();
    private readonly ConcurrentDictionary<int, TaskCompletionSource<JsonNode?>> pending = new();
    private readonly CancellationTokenSource closing = new();
    private TaskCompletionSource loaded = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private Task? receiving;
    private string? session;
    private int nextId;

    private DevToolsSession(Process process, string profile)
    {
        this.process = process;
        this.profile = profile;
    }

    /// <summary>Starts Chromium and attaches to a blank page.</summary>
    public static async Task<DevToolsSession> StartAsync(string executable, CancellationToken cancellationToken)
    {
        var profile = Path.Combine(Path.GetTempPath(), $"bench-chromium-{Guid.NewGuid():N}");
        var start = new ProcessStartInfo(executable) { RedirectStandardError = true, RedirectStandardOutput = true, UseShellExecute = false };
        foreach (var argument in ChromiumArguments.Common(profile).Append("--remote-debugging-port=0").Append("about:blank"))
        {
            start.ArgumentList.Add(argument);
        }

        var devTools = new DevToolsSession(Process.Start(start)!, profile);
        try
        {
            await devTools.ConnectAsync(cancellationToken);
            return devTools;
        }
        catch
        {
            await devTools.DisposeAsync();
            throw;
        }
    }

    /// <summary>Shows <paramref name="page"/> at <paramref name="width"/> x <paramref name="height"/> and writes its screenshot.</summary>
    public async Task CaptureAsync(string page, string png, int width, int height, CancellationToken cancellationToken)
    {
        await SendAsync("Emulation.setDeviceMetricsOverride", new JsonObject { ["width"] = width, ["height"] = height, ["deviceScaleFactor"] = 1, ["mobile"] = false }, cancellationToken);
        loaded = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        await SendAsync("Page.navigate", new JsonObject { ["url"] = new Uri(Path.GetFullPath(page)).AbsoluteUri }, cancellationToken);
        await loaded.Task.WaitAsync(TimeSpan.FromSeconds(30), cancellationToken);
        var shot = await SendAsync("Page.captureScreenshot", new JsonObject { ["format"] = "png" }, cancellationToken);
        await File.WriteAllBytesAsync(png, Convert.FromBase64String(shot!["data"]!.GetValue<string>()), cancellationToken);
    }

    /// <inheritdoc/>
    public async ValueTask DisposeAsync()
    {
        await closing.CancelAsync();
        if (receiving is not null)
        {
            await receiving.ContinueWith(_ => { }, TaskScheduler.Default);
        }

        socket.Dispose();
        if (!process.HasExited)
        {
            process.Kill(entireProcessTree: true);
        }

        await process.WaitForExitAsync();
        process.Dispose();
        closing.Dispose();
        if (Directory.Exists(profile))
        {
            Directory.Delete(profile, recursive: true);
        }
    }

    private async Task ConnectAsync(CancellationToken cancellationToken)
    {
        using var timeout = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        timeout.CancelAfter(TimeSpan.FromSeconds(30));
        string? endpoint = null;
        while (endpoint is null && await process.StandardError.ReadLineAsync(timeout.Token) is { } line)
        {
            const string marker = "DevTools listening on ";
            var at = line.IndexOf(marker, StringComparison.Ordinal);
            endpoint = at < 0 ? null : line[(at + marker.Length)..].Trim();
        }

        if (endpoint is null)
        {
            throw new IOException("Chromium ended without opening its DevTools port");
        }

        _ = process.StandardError.ReadToEndAsync(closing.Token);
        _ = process.StandardOutput.ReadToEndAsync(closing.Token);
        await socket.ConnectAsync(new Uri(endpoint), timeout.Token);
        receiving = ReceiveAsync();
        var target = await SendAsync("Target.createTarget", new JsonObject { ["url"] = "about:blank" }, timeout.Token, toPage: false);
        var attached = await SendAsync("Target.attachToTarget", new JsonObject { ["targetId"] = target!["targetId"]!.GetValue<string>(), ["flatten"] = true }, timeout.Token, toPage: false);
        session = attached!["sessionId"]!.GetValue<string>();
        await SendAsync("Page.enable", new JsonObject(), timeout.Token);
    }

    private async Task<JsonNode?> SendAsync(string method, JsonObject parameters, CancellationToken cancellationToken, bool toPage = true)
    {
        var id = Interlocked.Increment(ref nextId);
        var message = new JsonObject { ["id"] = id, ["method"] = method, ["params"] = parameters };
        if (toPage)
        {
            message["sessionId"] = session;
        }

        var reply = new TaskCompletionSource<JsonNode?>(TaskCreationOptions.RunContinuationsAsynchronously);
        pending[id] = reply;
        await socket.SendAsync(Encoding.UTF8.GetBytes(message.ToJsonString()), WebSocketMessageType.Text, endOfMessage: true, cancellationToken);
        return await reply.Task.WaitAsync(TimeSpan.FromSeconds(30), cancellationToken);
    }

    private async Task ReceiveAsync()
    {
        var buffer = new byte[1 << 16];
        using var message = new MemoryStream();
        try
        {
            while (!closing.IsCancellationRequested && socket.State == WebSocketState.Open)
            {
                var part = await socket.ReceiveAsync(buffer, closing.Token);
                message.Write(buffer, 0, part.Count);
                if (!part.EndOfMessage)
                {
                    continue;
                }

                Dispatch(JsonNode.Parse(message.GetBuffer().AsSpan(0, (int)message.Length)));
                message.SetLength(0);
            }
        }
        catch (Exception e) when (e is OperationCanceledException or WebSocketException or JsonException)
        {
            foreach (var waiting in pending.Values)
            {
                waiting.TrySetException(new IOException($"the DevTools connection ended: {e.Message}", e));
            }
        }
    }

    private void Dispatch(JsonNode? node)
    {
        if (node?["id"] is { } idNode && pending.TryRemove(idNode.GetValue<int>(), out var reply))
        {
            if (node["error"] is { } error)
            {
                reply.TrySetException(new IOException($"DevTools: {error["message"]}"));
            }
            else
            {
                reply.TrySetResult(node["result"]);
            }
        }
        else if (node?["method"]?.GetValue<string>() == "Page.loadEventFired")
        {
            loaded.TrySetResult();
        }
    }
}
